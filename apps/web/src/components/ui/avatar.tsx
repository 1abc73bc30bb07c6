import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-20 text-2xl',
  xl: 'size-24 text-3xl',
} as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr-TR'))
    .join('');
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  /** People are round; stores (logos) are rounded squares. */
  shape?: 'circle' | 'square';
  className?: string;
}

export function Avatar({ name, src, size = 'sm', shape = 'circle', className }: AvatarProps) {
  const corners = shape === 'circle' ? 'rounded-full' : size === 'sm' ? 'rounded-lg' : 'rounded-xl';
  return src ? (
    <img src={src} alt="" className={cn('shrink-0 object-cover', corners, sizes[size], className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center bg-slate-900 font-semibold text-white',
        corners,
        sizes[size],
        className,
      )}
    >
      {initials(name) || '?'}
    </span>
  );
}
