import { useSelector } from 'react-redux';
import { BillingProfiles } from '@/features/addresses';
import { selectCurrentUser } from '@/features/users';
import { AccountPage } from './account-page';

export default function BillingPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <AccountPage title="Fatura bilgilerim" description="Faturalarınızın kesileceği kişi ya da şirket bilgileri: bireysel ya da kurumsal.">
      {user && <BillingProfiles ownerName={user.name} />}
    </AccountPage>
  );
}
