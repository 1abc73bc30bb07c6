import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDayShort } from '@/lib/format';

const axis = { fontSize: 12, fill: '#64748b' };

/** New followers per day (Recharts lives in this lazily loaded chunk). */
export default function FollowerTrendChart({ data }: { data: Array<{ date: string; count: number }> }) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <AreaChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <defs>
          <linearGradient id="followers-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ea580c" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#ea580c" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayShort} tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
        <Tooltip labelFormatter={(day) => formatDayShort(String(day))} formatter={(value) => [formatCount(Number(value)), 'Yeni takipçi']} />
        <Area type="monotone" dataKey="count" stroke="#ea580c" strokeWidth={2} fill="url(#followers-fill)" />
      </AreaChart>
    </ResponsiveContainer>
  );
}
