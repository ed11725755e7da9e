import type { Transaction } from '../db/connection';

/**
 * What happened in one domain that others react to, by name. Each domain adds its own events to this
 * map, next to the code that emits them (`declare module '../../events/event-bus'`), so the bus knows
 * no domain and a listener gets the payload's type from the event's name.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the domains fill it in by declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

/** A reaction to an event, run in the transaction that emitted it: if it throws, the change rolls back. */
export type EventListener<Name extends EventName> = (
  tx: Transaction,
  event: DomainEvents[Name],
) => Promise<void>;

/**
 * The app's in-process events: a domain emits "this happened" in its transaction and the domains that
 * care react in the same transaction, one after the other in the order they subscribed. Work that must
 * survive a crash is not done here: a listener enqueues a job (in the same transaction) for it.
 */
export class EventBus {
  private readonly listeners = new Map<EventName, EventListener<never>[]>();

  on<Name extends EventName>(name: Name, listener: EventListener<Name>): void {
    this.listeners.set(name, [...this.listenersOf(name), listener]);
  }

  /** Whether anyone listens, for an emitter whose event is costly to put together. */
  has(name: EventName): boolean {
    return this.listenersOf(name).length > 0;
  }

  async emit<Name extends EventName>(tx: Transaction, name: Name, event: DomainEvents[Name]): Promise<void> {
    for (const listener of this.listenersOf(name)) await listener(tx, event);
  }

  private listenersOf<Name extends EventName>(name: Name): EventListener<Name>[] {
    return (this.listeners.get(name) ?? []) as EventListener<Name>[];
  }
}
