import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders menus and drawers into #portal-root (index.html), above the page's stacking contexts. */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.getElementById('portal-root') ?? document.body);
}
