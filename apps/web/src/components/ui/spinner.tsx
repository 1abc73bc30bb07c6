import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Yükleniyor' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn('size-5 animate-spin', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner({ label = 'Yükleniyor' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
