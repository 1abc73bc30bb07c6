import { ConsentsSection, DataExportSection, DeleteAccountSection } from '@/features/privacy';
import { useSignOut } from '../../session/use-auth-actions';
import { AccountPage } from './account-page';

/** KVKK art. 11 on one's own account; each right is a section with its own h2 under the page's title. */
export default function PersonalDataPage() {
  const signOut = useSignOut();
  return (
    <AccountPage
      title="Kişisel verilerim"
      description="6698 sayılı Kişisel Verilerin Korunması Kanunu'ndan doğan haklarınızı buradan kullanabilirsiniz."
    >
      <div className="space-y-6">
        <DataExportSection />
        <ConsentsSection />
        <DeleteAccountSection onDeleted={signOut} />
      </div>
    </AccountPage>
  );
}
