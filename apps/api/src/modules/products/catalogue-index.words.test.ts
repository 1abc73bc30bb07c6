import { describe, expect, it } from 'vitest';
import { startsWithWords } from './catalogue-index';

describe("the search's name start (relevance)", () => {
  it('answers as `${name} `.startsWith(`${terms} `) does, without making strings', () => {
    const names = ['paslanmaz vida', 'paslanmaz', 'paslanmazlar', 'vida paslanmaz', 'paslanmaz  vida', '', ' paslanmaz', 'pas'];
    const terms = ['paslanmaz', 'paslanmaz vida', 'pas', '', 'paslanmaz ', 'vida'];
    for (const name of names) {
      for (const term of terms) expect(startsWithWords(name, term), `${JSON.stringify(name)} / ${JSON.stringify(term)}`).toBe(`${name} `.startsWith(`${term} `));
    }
  });
});
