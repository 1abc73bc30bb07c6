import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { StlViewerProps } from './stl-viewer';

/** three.js comes with the viewer's own chunk, fetched when a model page or the upload preview opens. */
const Viewer = lazy(() => import('./stl-viewer'));

export function LazyStlViewer(props: StlViewerProps) {
  return (
    <Suspense fallback={<Skeleton className="aspect-square w-full rounded-2xl sm:aspect-[4/3]" />}>
      <Viewer {...props} />
    </Suspense>
  );
}
