import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

interface QuantityStepperProps {
  value: number;
  /** The floor (1, or the minimum order quantity): − stops there. */
  min: number;
  label: string;
  onIncrease: () => void;
  onDecrease: () => void;
  /** A typed quantity, committed on blur or Enter. */
  onChange: (quantity: number) => void;
  size?: 'sm' | 'md';
}

/** − [n] +: large enough to press on a phone; typing is allowed and committed when the field is left. */
export function QuantityStepper({ value, min, label, onIncrease, onDecrease, onChange, size = 'md' }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const typed = Number.parseInt(text, 10);
    // Until the new value arrives (or when the rules keep the old one), show what holds now.
    setText(String(value));
    if (Number.isFinite(typed) && typed !== value) onChange(typed);
  };
  const box = size === 'sm' ? 'h-9' : 'h-11';
  const button = cn('flex w-10 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300', box);
  return (
    <div className={cn('inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white', box)}>
      <button type="button" className={button} onClick={onDecrease} disabled={value <= min} aria-label={`${label}: azalt`}>
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="w-12 border-x border-slate-200 text-center text-base font-semibold text-slate-900 focus:outline-none sm:text-sm"
      />
      <button type="button" className={button} onClick={onIncrease} aria-label={`${label}: artır`}>
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
