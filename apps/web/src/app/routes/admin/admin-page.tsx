import type { ReactNode } from 'react';
import { useMatches } from 'react-router';

/** An admin page's heading (title and description from the route) and its content. */
export function AdminPage({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { title, description } = (matches.at(-1)?.handle ?? {}) as { title?: string; description?: string };
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
