import type { ReactNode } from 'react';
import { Button } from './button';

/** The foot of a form in a dialog: "Vazgeç" and the submit button, both held while the form is sent. */
export function FormActions({ submitting, onCancel, children }: { submitting: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        Vazgeç
      </Button>
      <Button type="submit" loading={submitting}>
        {children}
      </Button>
    </div>
  );
}
