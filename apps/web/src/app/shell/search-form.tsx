import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/paths';

export function SearchForm({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchPath(query.trim()));
  }

  return (
    <form role="search" action="/arama" onSubmit={onSubmit} className={cn('flex w-full', className)}>
      <label htmlFor="site-search" className="sr-only">
        Ürün, mağaza veya hizmet ara
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id="site-search"
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Ürün, mağaza veya hizmet ara"
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 w-full rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 pr-3 pl-10 text-base placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none sm:text-sm"
        />
      </div>
      <button
        type="submit"
        className="h-10 rounded-r-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Ara
      </button>
    </form>
  );
}
