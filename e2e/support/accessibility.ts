import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page through the DevTools protocol (the app's CSP allows no inline script). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first offending elements. */
  targets: string[];
}

/** axe-core's violations of the page as it is now, at the given impacts (serious and critical by default). */
export async function accessibilityProblems(page: Page, impacts: string[] = ['serious', 'critical']): Promise<AxeProblem[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (wanted) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => wanted.includes(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
      }));
  }, impacts);
}

/** Fails the journey, naming each rule and element, when the page has serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()) {
  const problems = await accessibilityProblems(page);
  expect(problems.map((problem) => `${label}: [${problem.impact}] ${problem.rule} (${problem.help}) at ${problem.targets.join(' | ')}`)).toEqual([]);
}
