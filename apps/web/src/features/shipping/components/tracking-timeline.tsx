import type { TrackingEvent } from '@pazaryeri/contract/shipping/index';
import { CheckCircle2, Circle } from 'lucide-react';

const dateTime = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

/** The carrier's steps, newest first. */
export function TrackingTimeline({ events, label = 'Kargo hareketleri' }: { events: TrackingEvent[]; label?: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">Henüz kargo hareketi yok.</p>;
  const ordered = [...events].reverse();
  return (
    <ol aria-label={label} className="space-y-3">
      {ordered.map((event, index) => (
        <li key={`${event.at}-${index}`} className="flex gap-3">
          {index === 0 ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" /> : <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-300" />}
          <div className="min-w-0">
            <p className={index === 0 ? 'text-sm font-semibold text-slate-900' : 'text-sm text-slate-700'}>{event.description}</p>
            <p className="text-xs text-slate-500">
              {event.location} · {dateTime.format(new Date(event.at))}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
