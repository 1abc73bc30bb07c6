import { useSelector } from 'react-redux';
import { AddressBook } from '@/features/addresses';
import { selectCurrentUser } from '@/features/users';
import { AccountPage } from './account-page';

export default function AddressesPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <AccountPage title="Adreslerim" description="Siparişlerinizin teslim edileceği adresler.">
      {user && <AddressBook owner={{ name: user.name, phone: user.phone }} />}
    </AccountPage>
  );
}
