import { MailCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime, recipientStatusLabels, useSentEmailsQuery } from '@/features/marketing';

/** The sent e-mails log (`marketting/sent-emails`), newest first, failures with their reason. */
export default function SentEmailsPage() {
  const query = useSentEmailsQuery({});
  return (
    <PagedList
      query={query}
      items={query.data}
      label="Gönderilen e-postalar"
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      loading={{ label: 'Gönderilen e-postalar yükleniyor', rows: 8, rowClassName: 'h-14' }}
      errorTitle="Gönderilen e-postalar yüklenemedi"
      empty={<EmptyState Icon={MailCheck} title="Henüz gönderilmiş e-posta yok." />}
      renderItem={(mail) => (
        <li key={mail._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <span className="w-full min-w-0 truncate font-medium text-slate-900 sm:w-auto sm:flex-1">{mail.email}</span>
          <span className="min-w-0 flex-1 truncate text-slate-600">{mail.subject}</span>
          <Badge tone={mail.status === 'sent' ? 'success' : 'danger'}>{recipientStatusLabels[mail.status]}</Badge>
          <span className="w-32 text-slate-500" title={mail.lastError ?? undefined}>
            {mail.status === 'sent' ? formatDateTime(mail.sentAt) : (mail.lastError ?? '')}
          </span>
        </li>
      )}
    />
  );
}
