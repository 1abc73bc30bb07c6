import { useSelector } from 'react-redux';
import { AdminUsers } from '@/features/admin/components/admin-users';
import { selectCurrentUser } from '@/features/users';
import { AdminPage } from './admin-page';

export default function AdminUsersPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <AdminPage>
      <AdminUsers currentUserId={user?._id ?? ''} />
    </AdminPage>
  );
}
