import { Skeleton } from '@/components/ui/skeleton';

/** The category grid while it loads (its chunk, then the categories): apart, so a page can show it before the grid's chunk arrives. */
export function CategoryGridSkeleton() {
  return (
    <ul aria-label="Kategoriler yükleniyor" aria-busy className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-4">
            <Skeleton className="size-12 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
