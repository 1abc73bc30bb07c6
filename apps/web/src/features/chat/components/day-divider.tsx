import { formatDayLabel } from '../chat-format';

/** The line between two days of a conversation: "Bugün", "Dün", "5 Mayıs". */
export function DayDivider({ at }: { at: string }) {
  return (
    <li role="separator" className="flex items-center gap-3 py-2 text-xs font-medium text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {formatDayLabel(at)}
      <span className="h-px flex-1 bg-slate-200" />
    </li>
  );
}
