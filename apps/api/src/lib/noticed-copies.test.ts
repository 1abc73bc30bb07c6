import { describe, expect, it } from 'vitest';
import { ALL, NoticedCopies } from './noticed-copies';

const copies = (maxWeight = 100) => {
  const kept = new NoticedCopies<string[]>({
    keyOf: (payload) => (payload === '*' ? ALL : payload.startsWith('k|') ? payload.slice(2) : null),
    maxWeight,
    weigh: (value) => value.length,
  });
  kept.listenerUp();
  return kept;
};

describe('copies kept by change notices', () => {
  it('give out nothing, and keep nothing, while the listener is down', () => {
    const kept = copies();
    kept.set('a', ['1'], kept.stamp());
    kept.listenerDown();
    expect(kept.enabled).toBe(false);
    expect(kept.get('a')).toBeUndefined();
    kept.set('a', ['1'], kept.stamp());
    kept.listenerUp();
    // Back up, it starts empty: notices may have been missed meanwhile.
    expect(kept.get('a')).toBeUndefined();
  });

  it('drop the copy a notice names, and every copy on a notice naming all; others pass by', () => {
    const kept = copies();
    kept.set('a', ['1'], kept.stamp());
    kept.set('b', ['2'], kept.stamp());
    kept.receive('p|a|x|m||');
    kept.receive('k|a');
    expect([kept.get('a'), kept.get('b')]).toEqual([undefined, ['2']]);
    kept.receive('*');
    expect(kept.get('b')).toBeUndefined();
  });

  it('do not keep what a read found when a notice for its key came while it ran', () => {
    const kept = copies();
    const stamp = kept.stamp();
    kept.receive('k|a');
    kept.set('a', ['old'], stamp);
    expect(kept.get('a')).toBeUndefined();
    // Another key's notice does not stop it, and a read begun after the notice is kept.
    const later = kept.stamp();
    kept.receive('k|b');
    kept.set('a', ['new'], later);
    expect(kept.get('a')).toEqual(['new']);
    const beforeAll = kept.stamp();
    kept.receive('*');
    kept.set('c', ['old'], beforeAll);
    expect(kept.get('c')).toBeUndefined();
  });

  it('keep the most recently used within their weight, and never one copy heavier than an eighth of it', () => {
    const kept = copies(16);
    kept.set('a', ['1', '2'], kept.stamp());
    kept.set('b', ['1', '2'], kept.stamp());
    kept.set('huge', ['1', '2', '3'], kept.stamp());
    expect(kept.get('huge')).toBeUndefined();
    for (let index = 0; index < 7; index += 1) {
      kept.get('a');
      kept.set(`c${index}`, ['1', '2'], kept.stamp());
    }
    expect(kept.get('a')).toEqual(['1', '2']);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.size).toBe(8);
  });
});
