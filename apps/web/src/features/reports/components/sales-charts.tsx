import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyOrders, ProductSale } from '@pazaryeri/contract/reports/index';
import { formatCount, formatDayShort, formatMoney } from '@/lib/format';

const brand = '#ea580c';
const slate = '#0f172a';
const axis = { fontSize: 12, fill: '#64748b' };

/** Orders per day across the range (Recharts lives in this lazily loaded chunk). */
export function DailyOrdersChart({ data }: { data: DailyOrders[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayShort} tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
        <Tooltip
          labelFormatter={(day) => formatDayShort(String(day))}
          formatter={(value, name) =>
            name === 'revenue' ? [formatMoney(Number(value)), 'Ciro'] : [formatCount(Number(value)), 'Sipariş']
          }
        />
        <Bar dataKey="orders" fill={brand} radius={[4, 4, 0, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Product names are long ("Hidrolik Yön Kontrol Valfi NG6"): one line each, the whole name in the tooltip. */
const shortName = (name: string) => (name.length > 22 ? `${name.slice(0, 21).trimEnd()}…` : name);

/** The best-selling products by revenue. */
export function TopProductsChart({ data }: { data: ProductSale[] }) {
  const top = [...data].sort((a, b) => b.revenue - a.revenue).slice(0, 8);
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, top.length * 48)}>
      <BarChart data={top} layout="vertical" margin={{ top: 0, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" tickFormatter={(value) => formatMoney(Number(value))} tick={axis} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="name" width={150} tick={axis} tickFormatter={shortName} tickLine={false} axisLine={false} interval={0} />
        <Tooltip formatter={(value) => [formatMoney(Number(value)), 'Ciro']} />
        <Bar dataKey="revenue" fill={slate} radius={[0, 4, 4, 0]} maxBarSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}
