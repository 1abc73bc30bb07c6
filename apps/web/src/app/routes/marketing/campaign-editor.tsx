import { marketingLimits } from '@pazaryeri/contract/marketing/index';
import { Send, TestTube2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { CampaignPreview } from '@/features/marketing/components/campaign-preview';
import { type Recipients, RecipientPicker } from '@/features/marketing/components/recipient-picker';
import { SendProgress } from '@/features/marketing/components/send-progress';
import {
  useCampaignQuery,
  useCreateCampaignMutation,
  useSendCampaignMutation,
  useSendTestCampaignMutation,
  useUpdateCampaignMutation,
} from '@/features/marketing';
import { toast } from '@/lib/toast';

/**
 * A campaign: write it with a live preview, send it to oneself, pick recipients, send. While it
 * goes out the progress is polled, so a reload shows where it stands.
 */
export default function CampaignEditorPage() {
  const { id = 'yeni' } = useParams();
  const isNew = id === 'yeni';
  const navigate = useNavigate();
  const [polling, setPolling] = useState(0);
  const query = useCampaignQuery(id, { skip: isNew, pollingInterval: polling });
  const campaign = query.data?.campaign;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [recipients, setRecipients] = useState<Recipients>({ all: true });
  const [create, creating] = useCreateCampaignMutation();
  const [update, updating] = useUpdateCampaignMutation();
  const [sendTest, testing] = useSendTestCampaignMutation();
  const [send, sending] = useSendCampaignMutation();

  useEffect(() => {
    if (campaign) {
      setTitle(campaign.title);
      setContent(campaign.content);
    }
  }, [campaign?._id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setPolling(campaign?.status === 'sending' ? 1500 : 0), [campaign?.status]);

  if (!isNew && query.isLoading) return <Spinner label="Kampanya yükleniyor" />;
  if (!isNew && query.isError) return <LoadError title="Kampanya yüklenemedi" error={query.error} onRetry={query.refetch} />;
  const editable = isNew || campaign?.status === 'draft';
  const dirty = isNew || title !== campaign?.title || content !== campaign?.content;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (isNew) {
      const result = await create({ title, content });
      if ('data' in result && result.data) {
        toast.success(result.data.message ?? 'Kampanya oluşturuldu.');
        navigate(`/pazarlama/kampanyalar/${result.data.campaign._id}`, { replace: true });
      }
      return false;
    }
    if (!dirty) return true;
    const result = await update({ id, title, content });
    if ('data' in result && result.data) toast.success(result.data.message ?? 'Kampanya güncellendi.');
    return 'data' in result;
  }

  async function testSend() {
    if (!(await save())) return;
    const result = await sendTest(id);
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  async function sendNow() {
    if (!(await save())) return;
    if (!window.confirm('Kampanya seçilen onaylı abonelere gönderilsin mi? Bu işlem geri alınamaz.')) return;
    const result = await send({ id, ...(recipients.all ? { all: true } : { subscriberIds: recipients.subscriberIds }) });
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Kampanya gönderim sırasına alındı.');
      setPolling(1500);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <form onSubmit={save} className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">{isNew ? 'Yeni kampanya' : editable ? 'Kampanyayı düzenle' : 'Kampanya'}</h2>
        <label className="block space-y-1 text-sm">
          <span className="font-medium text-slate-700">Konu (başlık)</span>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={marketingLimits.titleMax} required disabled={!editable} />
        </label>
        <label className="block space-y-1 text-sm">
          <span className="font-medium text-slate-700">İçerik</span>
          <Textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={10}
            required
            disabled={!editable}
            maxLength={marketingLimits.contentMax}
          />
          <span className="text-xs text-slate-500">Paragrafları boş satırla ayırın; bağlantıları olduğu gibi yazın (https://…).</span>
        </label>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" loading={creating.isLoading || updating.isLoading} disabled={!title.trim() || !content.trim()}>
              {isNew ? 'Taslağı kaydet' : 'Kaydet'}
            </Button>
            {!isNew && (
              <Button variant="outline" onClick={testSend} loading={testing.isLoading}>
                <TestTube2 aria-hidden className="size-4" />
                Kendime deneme gönder
              </Button>
            )}
          </div>
        )}
        {!isNew && editable && (
          <div className="space-y-3 border-t border-slate-100 pt-4">
            <RecipientPicker value={recipients} onChange={setRecipients} />
            <Button onClick={sendNow} loading={sending.isLoading} disabled={!recipients.all && recipients.subscriberIds.length === 0}>
              <Send aria-hidden className="size-4" />
              Gönder
            </Button>
          </div>
        )}
        {campaign && campaign.status !== 'draft' && (
          <div className="border-t border-slate-100 pt-4">
            <SendProgress campaign={campaign} />
          </div>
        )}
      </form>
      <CampaignPreview title={title} content={content} />
    </div>
  );
}
