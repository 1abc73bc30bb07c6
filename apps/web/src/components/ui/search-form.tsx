import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';

interface SearchFormProps {
  label: string;
  placeholder: string;
  /** The search in force, where it lives outside the box (the address bar); the box shows it again when it changes. */
  value?: string;
  /** The text, trimmed, on "Ara" or Enter. */
  onSearch: (text: string) => void;
  className?: string;
}

/** A search box above a list, applied on submit rather than on every key. */
export function SearchForm({ label, placeholder, value, onSearch, className }: SearchFormProps) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
      }}
      className={cn('flex gap-2', className)}
    >
      <Input key={value} name="search" type="search" defaultValue={value} aria-label={label} placeholder={placeholder} />
      <Button type="submit" variant="outline">
        Ara
      </Button>
    </form>
  );
}
