import { TemplateList } from '@/features/customization/components/template-list';
import { PanelPage } from './panel-page';

export default function SellerCustomizationPage() {
  return (
    <PanelPage>
      <TemplateList />
    </PanelPage>
  );
}
