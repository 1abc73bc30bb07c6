/**
 * Domain events: how a lower domain lets higher ones act on what happened in it without knowing
 * them (an order part delivered → its buyer is invited to review; an advert deleted → its offers
 * go). The lower domain names the event and its payload by adding to `DomainEvents` in its face:
 *
 *   declare module '../../lib/domain-events' {
 *     interface DomainEvents { 'adverts.deleting': { tx: Db; advertId: string } }
 *   }
 *
 * and calls `emit` where it happens; a higher domain subscribes with `on` when the app is built.
 *
 * Handlers run when `emit` is called, one after another, and `emit` waits for them: an event
 * emitted inside a transaction (its payload carries the `tx`) is handled in that transaction, so
 * it commits or rolls back with the change that raised it and is never lost; an event emitted
 * after the commit (mails, notices) is handled then. A handler that throws fails the `emit`, as a
 * direct call would. Each app has its own bus (tests build several apps in one process).
 */
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;
type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => Promise<void> | void;

export class DomainEventBus {
  private readonly handlers = new Map<DomainEventName, Handler<never>[]>();

  on<K extends DomainEventName>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  async emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await (handler as Handler<K>)(payload);
  }
}
