/** Zod-free, shared by the server (the model row) and the browser (the upload preview's totals). */
export interface PartFacts {
  format: 'binary' | 'ascii';
  triangles: number;
  size: [number, number, number];
  areaMm2: number;
  volumeCm3: number;
  watertight: boolean;
  grams: number;
}

/**
 * The facts of a model of several files: triangles, area, volume and grams summed; the size is
 * the largest part on each axis (the build volume one print of any part needs, not the parts laid
 * out together); watertight when every part is; the first part's format.
 */
export function combinePartFacts(parts: readonly PartFacts[]): PartFacts {
  const sum = (pick: (part: PartFacts) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const largest = (axis: number) => Math.max(0, ...parts.map((part) => part.size[axis]));
  return {
    format: parts[0]?.format ?? 'binary',
    triangles: sum((part) => part.triangles),
    size: [largest(0), largest(1), largest(2)],
    areaMm2: sum((part) => part.areaMm2),
    volumeCm3: sum((part) => part.volumeCm3),
    watertight: parts.every((part) => part.watertight),
    grams: sum((part) => part.grams),
  };
}
