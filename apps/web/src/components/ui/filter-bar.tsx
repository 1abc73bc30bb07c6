import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';
import { Select } from './select';

interface SearchField {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  /** Held by the caller, so that "clear the filters" can empty the box too. */
  value: string;
  onValueChange: (value: string) => void;
  /** The text as typed; the caller decides whether to trim it. */
  onSubmit: (value: string) => void;
  /** "Ara" beside the icon (`'wide'`: only on wide screens); without it the button is the icon alone, still named "Ara". */
  showButtonText?: boolean | 'wide';
}

interface FilterBarProps {
  search: SearchField;
  /** Padding and layout: a grid of the search and the selects, or a stack of the search and a grid. */
  className: string;
  children: ReactNode;
}

/** A list's filters in a white box: a search applied on submit, then the caller's selects and fields. */
export function FilterBar({ search, className, children }: FilterBarProps) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-white', className)}>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          search.onSubmit(search.value);
        }}
      >
        <Input aria-label={search.label} placeholder={search.placeholder} value={search.value} onChange={(event) => search.onValueChange(event.target.value)} />
        {search.showButtonText ? (
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" />
            <span className={search.showButtonText === 'wide' ? 'hidden sm:inline' : undefined}>Ara</span>
          </Button>
        ) : (
          <Button type="submit" variant="secondary" aria-label="Ara">
            <Search aria-hidden className="size-4" />
          </Button>
        )}
      </form>
      {children}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, the empty value: no filter. */
  allLabel: string;
  /** Value and text pairs, in the order shown. */
  options: ReadonlyArray<readonly [value: string, text: string]>;
}

/** One filter of a list: "all" or one of the options, applied at once. */
export function FilterSelect({ label, value, onChange, allLabel, options }: FilterSelectProps) {
  return (
    <Select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </Select>
  );
}
