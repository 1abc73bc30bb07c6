import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#ea580c" />
      <path d="M6 25V14l5 3v-3l5 3v-3l5 3V8h4v17z" fill="#fff" />
    </svg>
  );
}

export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="leading-none">
        <span className={cn('block text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
          Pazaryeri
        </span>
        <span className={cn('hidden text-[11px] font-medium sm:block', inverted ? 'text-slate-400' : 'text-slate-500')}>
          endüstriyel pazaryeri
        </span>
      </span>
    </Link>
  );
}
