import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible text beside the switch. */
  label?: string;
}

/** An on/off switch (role="switch"). */
export function Switch({ checked, onChange, label, disabled, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn('inline-flex items-center gap-2 text-sm font-medium text-slate-700 disabled:cursor-not-allowed', className)}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? 'bg-brand-600' : 'bg-slate-300',
          disabled && !checked && 'opacity-60',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      {label}
    </button>
  );
}
