import type { FreelanceOrderView } from '@pazaryeri/contract/freelance/index';
import { CalendarClock, Download, FileCheck2, Play, RotateCcw, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { CardForm } from '@/features/orders';
import { formatDate, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAnswerDeliveryMutation, useGetFreelanceOrderQuery, usePayFreelanceOrderMutation, useStartCustomizationMutation } from '../freelance-api';
import { DeliveryForm } from './delivery-form';
import { FreelancerReviewForm } from './freelancer-review-form';

const steps = [
  ['not_started', 'Başlanmadı'],
  ['in_progress', 'Hazırlanıyor'],
  ['completed', 'Teslim edildi'],
] as const;

type Delivery = FreelanceOrderView['customization']['deliveries'][number];

const deliveryTone = (status: Delivery['status']) => (status === 'pending' ? 'warning' : status === 'revision_requested' ? 'neutral' : 'success');

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">Teslimat {delivery.round}</p>
        <Badge tone={deliveryTone(delivery.status)}>{delivery.statusLabel}</Badge>
      </div>
      <p className="text-xs text-slate-500">{formatDate(delivery.deliveredAt)}</p>
      {delivery.note && <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{delivery.note}</p>}
      <ul className="mt-3 flex flex-wrap gap-2">
        {delivery.files.map((file) => (
          <li key={file.id}>
            <a href={file.url} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-brand-700 hover:bg-slate-50" download={file.name}>
              <Download aria-hidden className="size-4" />
              {file.name}
              <span className="text-xs text-slate-500">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
            </a>
          </li>
        ))}
      </ul>
      {delivery.responseNote && (
        <p className="mt-3 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          <span className="font-medium">Alıcının notu:</span> {delivery.responseNote}
        </p>
      )}
    </li>
  );
}

function BuyerAnswer({ order }: { order: FreelanceOrderView }) {
  const [note, setNote] = useState('');
  const [answer, { isLoading, originalArgs }] = useAnswerDeliveryMutation();
  const { revisionsLeft } = order.customization;
  const send = async (kind: 'accept' | 'revision') => {
    const result = await answer({ orderId: order.order._id, answer: kind, note: note.trim() || undefined });
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? '');
      setNote('');
    } else if ('error' in result) toast.error((result.error as { message?: string }).message ?? 'İşlem yapılamadı');
  };
  return (
    <section aria-label="Teslimata yanıt" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/50 p-4">
      <h3 className="font-semibold">Teslimatı inceleyin</h3>
      <Textarea aria-label="Notunuz" placeholder={revisionsLeft > 0 ? 'Revizyon isterseniz nelerin değişmesini istediğinizi yazın.' : 'Mağazaya notunuz (isteğe bağlı)'} value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send('accept')} loading={isLoading && originalArgs?.answer === 'accept'} disabled={isLoading}>
          <ThumbsUp aria-hidden className="size-4" />
          Teslimatı kabul et
        </Button>
        <Button variant="outline" onClick={() => send('revision')} loading={isLoading && originalArgs?.answer === 'revision'} disabled={isLoading || revisionsLeft === 0 || !note.trim()}>
          <RotateCcw aria-hidden className="size-4" />
          Revizyon iste ({revisionsLeft} hak kaldı)
        </Button>
      </div>
      {revisionsLeft === 0 && <p className="text-sm text-slate-600">Bu teklifin revizyon hakları kullanıldı; teslimatı kabul edebilirsiniz.</p>}
    </section>
  );
}

function PayBox({ order }: { order: FreelanceOrderView }) {
  const [pay, { isLoading }] = usePayFreelanceOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section aria-label="Ödeme" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="mb-3 font-semibold">Ödeme</h3>
      <p className="mb-3 text-sm text-slate-600">Ödemeniz, teslimatı kabul edene kadar güvenli havuzda bekler; mağazaya ancak kabulünüzden sonra aktarılır.</p>
      <CardForm
        submitLabel={`${formatMoney(order.order.total)} öde`}
        busy={isLoading}
        busyLabel="Ödeme alınıyor…"
        notice={failure && <Alert tone="error">{failure}</Alert>}
        onSubmit={async ({ threeDS, ...card }) => {
          setFailure(null);
          const result = await pay({ orderId: order.order._id, card, threeDS });
          if ('data' in result && result.data) {
            if (result.data.threeDS?.pageUrl) window.location.assign(result.data.threeDS.pageUrl);
            else toast.success(result.data.message);
          } else if ('error' in result) setFailure((result.error as { message?: string }).message ?? 'Ödeme başlatılamadı');
        }}
      />
    </section>
  );
}

/** A freelance order for its buyer or its store: the customization's steps, each delivery with its files, and what the caller may do next. */
export function FreelanceOrderDetail({ orderId }: { orderId: string }) {
  const query = useGetFreelanceOrderQuery(orderId);
  const [start, { isLoading: starting }] = useStartCustomizationMutation();
  if (query.isLoading) return <Skeleton className="h-72 w-full" />;
  if (query.isError || !query.data)
    return <LoadError title="Sipariş detayları alınamadı" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const order = query.data.freelanceOrder;
  const part = order.order.orders[0];
  const item = part?.items[0];
  const { customization, can } = order;
  const pending = customization.deliveries.find((delivery) => delivery.status === 'pending');
  const current = steps.findIndex(([status]) => status === customization.status);
  return (
    <article className="space-y-5">
      <header className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-xs text-slate-500">Sipariş {order.order.orderNumber} · {formatDate(order.order.createdAt)}</p>
        <h2 className="mt-1 text-lg font-bold">{item?.name ?? 'Özel iş'}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">{part?.customer ? 'Alıcı' : 'Mağaza'}</dt>
            <dd className="font-medium">{part?.customer?.name ?? part?.seller.storeName}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Tutar</dt>
            <dd className="font-medium">{formatMoney(order.order.total)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Teslim süresi</dt>
            <dd className="font-medium">{order.offer.deliveryDays} gün</dd>
          </div>
          <div>
            <dt className="text-slate-500">Revizyon</dt>
            <dd className="font-medium">
              {customization.revisionsLeft} / {customization.revisionsAllowed} hak kaldı
            </dd>
          </div>
        </dl>
        <ol aria-label="Özelleştirme durumu" className="mt-4 grid grid-cols-3 gap-2 text-center text-xs sm:text-sm">
          {steps.map(([status, label], index) => (
            <li key={status} aria-current={index === current ? 'step' : undefined} className={index <= current ? 'rounded-lg bg-brand-600 px-2 py-1.5 font-semibold text-white' : 'rounded-lg bg-slate-100 px-2 py-1.5 text-slate-600'}>
              {label}
            </li>
          ))}
        </ol>
        {part?.status === 'completed' && <p className="mt-3 text-sm font-medium text-emerald-700">Sipariş tamamlandı.</p>}
      </header>

      {can.pay && <PayBox order={order} />}
      {order.order.status === 'paid' && customization.status === 'not_started' && !can.start && (
        <Alert tone="info">Ödemeniz alındı. Mağaza çalışmaya başladığında burada göreceksiniz.</Alert>
      )}
      {can.start && (
        <Button
          loading={starting}
          onClick={async () => {
            const result = await start(order.order._id);
            if ('data' in result && result.data) toast.success(result.data.message ?? '');
            else if ('error' in result) toast.error((result.error as { message?: string }).message ?? 'Başlatılamadı');
          }}
        >
          <Play aria-hidden className="size-4" />
          Çalışmaya başla
        </Button>
      )}
      {can.deliver && <DeliveryForm orderId={order.order._id} />}
      {!part?.customer && customization.status === 'in_progress' && (
        <Alert tone="info">Mağaza işiniz üzerinde çalışıyor; yeni teslimat geldiğinde burada göreceksiniz.</Alert>
      )}

      {pending?.autoAcceptAt && (
        <Alert tone="warning" title="7 gün içinde yanıt verilmezse otomatik kabul">
          <p className="flex items-center gap-1.5">
            <CalendarClock aria-hidden className="size-4" />
            {can.accept
              ? `Teslimatı ${formatDate(pending.autoAcceptAt)} tarihine kadar kabul etmez ya da revizyon istemezseniz teslimat otomatik olarak kabul edilir.`
              : `Alıcının yanıtı bekleniyor; ${formatDate(pending.autoAcceptAt)} tarihinde teslimat otomatik olarak kabul edilir.`}
          </p>
        </Alert>
      )}
      {can.accept && <BuyerAnswer order={order} />}

      <section aria-label="Teslimatlar" className="space-y-3">
        <h3 className="flex items-center gap-2 font-semibold">
          <FileCheck2 aria-hidden className="size-5 text-brand-600" />
          Teslimatlar
        </h3>
        {customization.deliveries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">Henüz teslimat yok.</p>
        ) : (
          <ol className="space-y-3">
            {[...customization.deliveries].reverse().map((delivery) => (
              <DeliveryCard key={delivery._id} delivery={delivery} />
            ))}
          </ol>
        )}
      </section>

      {can.review && <FreelancerReviewForm orderId={order.order._id} storeName={part?.seller.storeName ?? ''} />}
      {order.review && (
        <Alert tone="success" title="Değerlendirmeniz">
          <p>
            {'★'.repeat(order.review.rating)}
            {'☆'.repeat(5 - order.review.rating)} {order.review.comment}
          </p>
        </Alert>
      )}
    </article>
  );
}
