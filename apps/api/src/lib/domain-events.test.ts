import { describe, expect, it } from 'vitest';
import { DomainEventBus } from './domain-events';

declare module './domain-events' {
  interface DomainEvents {
    'test.happened': { value: number };
  }
}

describe('domain events', () => {
  it('runs every subscriber in the order they subscribed, and emit waits for them', async () => {
    const bus = new DomainEventBus();
    const seen: string[] = [];
    bus.on('test.happened', async ({ value }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${value}`);
    });
    bus.on('test.happened', ({ value }) => void seen.push(`second ${value}`));
    await bus.emit('test.happened', { value: 7 });
    expect(seen).toEqual(['first 7', 'second 7']);
  });

  it('fails the emit when a subscriber throws, so the change that raised it can roll back', async () => {
    const bus = new DomainEventBus();
    bus.on('test.happened', () => {
      throw new Error('abone başarısız');
    });
    await expect(bus.emit('test.happened', { value: 1 })).rejects.toThrow('abone başarısız');
  });

  it('is quiet when nobody subscribed', async () => {
    await expect(new DomainEventBus().emit('test.happened', { value: 1 })).resolves.toBeUndefined();
  });
});
