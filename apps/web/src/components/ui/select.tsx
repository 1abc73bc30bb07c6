import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native select styled like Input (native pickers are the best on phones). */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-base text-slate-900 shadow-xs',
          'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
          'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500 sm:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
