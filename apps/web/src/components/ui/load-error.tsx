import { RefreshCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** A list that could not be loaded: what failed, the server's reason, and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const reason = typeof error === 'object' && error && 'message' in error ? String(error.message) : null;
  return (
    <Alert tone="error" title={title}>
      {reason && reason !== title && <p>{reason}</p>}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
        <RefreshCw aria-hidden className="size-4" />
        Tekrar dene
      </Button>
    </Alert>
  );
}
