import { SellerApprovals } from '@/features/admin/components/seller-approvals';
import { AdminPage } from './admin-page';

export default function SellerApprovalsPage() {
  return (
    <AdminPage>
      <SellerApprovals />
    </AdminPage>
  );
}
