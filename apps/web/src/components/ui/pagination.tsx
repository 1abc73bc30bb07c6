import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  totalPages: number;
  total?: number;
  onPageChange: (page: number) => void;
}

/** Previous / next with "page x of y"; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, total, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="flex items-center justify-between gap-3 pt-4">
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="size-4" />
        Önceki
      </Button>
      <p className="text-center text-sm text-slate-600">
        Sayfa <strong className="text-slate-900">{page}</strong> / {totalPages}
        {total !== undefined && <span className="hidden sm:inline"> · {formatCount(total)} kayıt</span>}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Sonraki
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
