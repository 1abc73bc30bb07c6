import type { ReactNode } from 'react';
import { useMatches } from 'react-router';

/** A seller panel page's heading (its title and description come from the route) and content. */
export function PanelPage({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const matches = useMatches();
  const { title, description } = (matches.at(-1)?.handle ?? {}) as { title?: string; description?: string };
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export function PanelSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="border-b border-slate-100 px-4 py-4 sm:px-6">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </header>
      <div className="p-4 sm:p-6">{children}</div>
    </section>
  );
}
