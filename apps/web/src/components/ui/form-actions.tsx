import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

interface FormActionsProps {
  submitting: boolean;
  onCancel: () => void;
  /** The server's refusal of the last try, shown above the buttons. */
  failure?: string | null;
  children: ReactNode;
}

/** The foot of a form in a dialog: the last refusal if any, then "Vazgeç" and the submit button, both held while the form is sent. */
export function FormActions({ submitting, onCancel, failure, children }: FormActionsProps) {
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Vazgeç
        </Button>
        <Button type="submit" loading={submitting}>
          {children}
        </Button>
      </div>
    </>
  );
}
