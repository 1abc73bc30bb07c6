import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useSubscribersQuery } from '../marketing-api';

export type Recipients = { all: true } | { all: false; subscriberIds: string[] };

/** Who gets the campaign: every confirmed subscriber, or the confirmed ones ticked here. */
export function RecipientPicker({ value, onChange }: { value: Recipients; onChange: (value: Recipients) => void }) {
  const [search, setSearch] = useState('');
  const { data, isLoading, isError } = useSubscribersQuery({ status: 'confirmed', limit: 100, query: search.trim() || undefined });
  const chosen = value.all ? [] : value.subscriberIds;
  const toggle = (id: string) => onChange({ all: false, subscriberIds: chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id] });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Alıcılar</legend>
      <p className="text-xs text-slate-500">Yalnızca aboneliğini onaylamış adreslere gönderilir.</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="recipients" checked={value.all} onChange={() => onChange({ all: true })} />
        Tüm onaylı aboneler{data ? ` (${data.counts.confirmed})` : ''}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="recipients" checked={!value.all} onChange={() => onChange({ all: false, subscriberIds: chosen })} />
        Seçtiğim aboneler{!value.all ? ` (${chosen.length} seçili)` : ''}
      </label>
      {!value.all && (
        <div className="space-y-2 rounded-lg border border-slate-200 p-2">
          <Input aria-label="Alıcı ara" placeholder="E-posta ara" value={search} onChange={(event) => setSearch(event.target.value)} />
          {isLoading && <p className="text-sm text-slate-500">Aboneler yükleniyor…</p>}
          {isError && <p className="text-sm text-red-600">Aboneler yüklenemedi.</p>}
          <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label="Onaylı aboneler">
            {data?.subscribers.map((subscriber) => (
              <li key={subscriber._id}>
                <label className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
                  <input type="checkbox" checked={chosen.includes(subscriber._id)} onChange={() => toggle(subscriber._id)} />
                  <span className="truncate">{subscriber.email}</span>
                </label>
              </li>
            ))}
            {data?.subscribers.length === 0 && <li className="text-sm text-slate-500">Onaylı abone bulunamadı.</li>}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
