import type { Campaign } from '@pazaryeri/contract';

/** How far a campaign's send has come, from the server's counters (polled while it runs). */
export function SendProgress({ campaign }: { campaign: Pick<Campaign, 'status' | 'progress' | 'sentAt'> }) {
  const { total, sent, failed, skipped, pending } = campaign.progress;
  const done = total - pending;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Gönderim ilerlemesi"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        {campaign.status === 'sent' ? 'Gönderim tamamlandı' : 'Gönderiliyor'}: {done}/{total} (%{percent}) · {sent} gönderildi
        {failed > 0 && ` · ${failed} başarısız`}
        {skipped > 0 && ` · ${skipped} atlandı (abonelik iptal)`}
      </p>
    </div>
  );
}
