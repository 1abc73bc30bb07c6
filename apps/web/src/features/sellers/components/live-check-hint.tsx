import { CircleCheck } from 'lucide-react';
import type { LiveCheck } from '../identifiers';

/** A field's live state under it: a neutral hint while typing, a green tick once valid. */
export function LiveCheckHint({ check }: { check: LiveCheck }) {
  if (check.state === 'valid') {
    return (
      <span className="flex items-center gap-1.5 font-medium text-emerald-700">
        <CircleCheck aria-hidden className="size-4" />
        {check.message}
      </span>
    );
  }
  return <span>{check.message}</span>;
}
