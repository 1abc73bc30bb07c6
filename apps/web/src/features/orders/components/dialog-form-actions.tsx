import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The end of a dialog's form: the server's refusal if the last try failed, then cancel and submit (blocked while it runs). */
export function DialogFormActions({ failure, busy, onCancel, children }: { failure: string | null; busy: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
        <Button type="submit" loading={busy}>
          {children}
        </Button>
      </div>
    </>
  );
}
