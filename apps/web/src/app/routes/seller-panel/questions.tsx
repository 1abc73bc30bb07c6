import { SellerQuestions } from '@/features/questions';
import { PanelPage } from './panel-page';

export default function SellerQuestionsPage() {
  return (
    <PanelPage>
      <SellerQuestions />
    </PanelPage>
  );
}
