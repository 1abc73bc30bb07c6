import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChatStatisticsResponse } from '@pazaryeri/contract/chat/index';
import { formatCount, formatDayShort } from '@/lib/format';

const brand = '#ea580c';
const axis = { fontSize: 12, fill: '#64748b' };

/** Messages per day over the last 30 days (Recharts lives in this lazily loaded chunk). */
export default function ChatActivityChart({ data }: { data: ChatStatisticsResponse['messagesPerDay'] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayShort} tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
        <Tooltip labelFormatter={(day) => formatDayShort(String(day))} formatter={(value) => [formatCount(Number(value)), 'Mesaj']} />
        <Bar dataKey="count" fill={brand} radius={[4, 4, 0, 0]} maxBarSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}
