import PostRequestPage from '../post-request';
import { PanelPage } from './panel-page';

/** /seller-panel/product/freelance: the store's service advert form. */
export default function ServiceAdvertPage() {
  return (
    <PanelPage>
      <PostRequestPage advertType="service" />
    </PanelPage>
  );
}
