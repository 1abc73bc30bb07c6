import type { ShipmentAnalytics } from '@pazaryeri/contract/shipping/index';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const axis = { fontSize: 12, fill: '#64748b' };
const months = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
const monthLabel = (value: string) => {
  const [year, month] = value.split('-');
  return `${months[Number(month) - 1] ?? month} ${year?.slice(2)}`;
};

/** Shipments per month, carrier and city (Recharts lives in this lazily loaded chunk). */
export function ShipmentCharts({ data }: { data: ShipmentAnalytics }) {
  const chart = (title: string, node: React.ReactNode) => (
    <figure className="rounded-xl border border-slate-200 p-3">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      {node}
    </figure>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {chart(
        'Aylık gönderiler',
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data.monthlyShipments} margin={{ top: 8, right: 8, left: -20, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} tickLine={false} axisLine={false} />
            <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
            <Tooltip labelFormatter={(value) => monthLabel(String(value))} formatter={(value) => [value, 'Gönderi']} />
            <Bar dataKey="count" fill="#ea580c" radius={[4, 4, 0, 0]} maxBarSize={32} />
          </BarChart>
        </ResponsiveContainer>,
      )}
      {chart(
        'Kargo firmasına göre',
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data.providerShipments} layout="vertical" margin={{ top: 0, right: 16, left: 8, bottom: 0 }}>
            <XAxis type="number" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="providerName" width={96} interval={0} tick={axis} tickLine={false} axisLine={false} />
            <Tooltip formatter={(value) => [value, 'Gönderi']} />
            <Bar dataKey="count" fill="#0f172a" radius={[0, 4, 4, 0]} maxBarSize={22} />
          </BarChart>
        </ResponsiveContainer>,
      )}
      {chart(
        'İle göre',
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data.cityShipments.slice(0, 8)} layout="vertical" margin={{ top: 0, right: 16, left: 8, bottom: 0 }}>
            <XAxis type="number" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="cityName" width={84} interval={0} tick={axis} tickLine={false} axisLine={false} />
            <Tooltip formatter={(value) => [value, 'Gönderi']} />
            <Bar dataKey="count" fill="#0891b2" radius={[0, 4, 4, 0]} maxBarSize={22} />
          </BarChart>
        </ResponsiveContainer>,
      )}
    </div>
  );
}
