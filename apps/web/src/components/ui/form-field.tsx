import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The input; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  action?: ReactNode;
}

export function FormField({ label, error, hint, children, action }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {action}
      </div>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {hint && !error && (
        <div id={hintId} className="text-sm text-slate-500">
          {hint}
        </div>
      )}
    </div>
  );
}
