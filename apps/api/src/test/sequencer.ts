import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest (a full run on PGlite, 2 CPUs, slowest first). The suite's workers
 * take files from one queue, so a long file started last runs on alone while the other workers
 * idle; these start first. A fresh clone has no Vitest cache of earlier durations to sort by, and
 * without one Vitest keeps the files in path order (the robustness sweep, among the longest, last).
 */
const longest = [
  'src/modules/products/catalogue-index.test.ts',
  'src/test/robustness-3.test.ts',
  'src/db/pglite-compiler.test.ts',
  'src/first-start.test.ts',
  'src/modules/privacy/privacy.deletion.test.ts',
  'src/demo/seed.test.ts',
  'src/modules/privacy/privacy.export.test.ts',
  'src/test/robustness-2.test.ts',
  'src/commands/backup.pglite.test.ts',
  'src/test/robustness-1.test.ts',
  'src/modules/reviews/reviews.test.ts',
  'src/server.shutdown.test.ts',
  'src/modules/shipping/shipping.test.ts',
  'src/modules/stl/stl.test.ts',
  'src/modules/personal-data.test.ts',
  'src/modules/invoices/invoices.test.ts',
];

/** Vitest's own order (longest first by its cache, when there is one), with the files above in front. */
export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const index = longest.indexOf(path.relative(root, file.moduleId).split(path.sep).join('/'));
      return index === -1 ? longest.length : index;
    };
    return sorted.map((file, position) => ({ file, position })).sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position).map(({ file }) => file);
  }
}
