import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig, Services } from '../app';
import type { Database } from '../db/connection';
import type { EventBus } from '../events/event-bus';
import type { JobQueue } from '../jobs/job-queue';
import type { ImageStore } from '../media/image-store';
import type { PersonalDataHolder } from '../shared/personal-data';
import type { MailTransport } from './notifications/mail-transport';
import type { PushProvider } from './notifications/push-providers';
import type { SmsProvider } from './notifications/sms-providers';
import type { CardGateway } from './payments/card-gateway';

/** What a domain's module is built with: the app's shared pieces, and every domain's services. */
export interface ModuleContext {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
  /** The secret sessions, codes and payment links are signed with. */
  secret: string;
  log: FastifyBaseLogger;
  images: ImageStore;
  events: EventBus;
  dirs: {
    /** Where uploaded Excel files wait for their import job. */
    imports: string;
    /** Where people's copies of their data wait to be downloaded. */
    exports: string;
  };
  /** Providers a caller of buildApp passed instead of the configured ones (tests: fakes). */
  providers: {
    sms?: SmsProvider;
    mail?: MailTransport;
    push?: PushProvider;
    cardGateway?: CardGateway;
  };
  /** Every domain's services, each built on first use: a factory may use any other that does not need it back. */
  services: Services;
  /** What every domain holds about a person, in the order the privacy domain copies and erases it. */
  personalData: PersonalDataHolder[];
  /** Resolves when the API has no request in flight: long background work waits for it. */
  giveWay(): Promise<void>;
}

/** How a domain builds one of its services from the context. */
export type ServiceFactories = { [Key in keyof Services]?: (ctx: ModuleContext) => Services[Key] };

/**
 * One domain as the app sees it: what it adds to `app.services`, its routes under /api/v1, what it holds
 * about a person, and what it listens to on the event bus. `domains/<name>/index.ts` exports it with the
 * rest of the domain's public face; `domains/modules.ts` lists them all.
 */
export interface DomainModule {
  name: string;
  services?: ServiceFactories;
  /** Fastify plugins registered under /api/v1, in this order (the order of the API document). */
  routes?(ctx: ModuleContext): FastifyPluginAsync[];
  personalData?(ctx: ModuleContext): PersonalDataHolder[];
  /** Subscribes the domain's listeners; called once every service can be built. */
  listen?(ctx: ModuleContext): void;
}

/**
 * Fills `ctx.services` with every module's services, each built on first use and then kept as a plain
 * property, so a factory may use any other service whatever the modules' order. All are built before
 * this returns: a missing or circular dependency fails at start-up, not on a first request.
 */
export function provideServices(modules: readonly DomainModule[], ctx: ModuleContext): void {
  const services: Record<string, unknown> = ctx.services as unknown as Record<string, unknown>;
  const building = new Set<string>();
  for (const module of modules)
    for (const [key, make] of Object.entries(module.services ?? {})) {
      if (key in services) throw new Error(`Two domains provide the service ${key} (${module.name} is one)`);
      Object.defineProperty(services, key, {
        configurable: true,
        enumerable: true,
        get() {
          if (building.has(key))
            throw new Error(`Services that need each other: ${[...building, key].join(' → ')}`);
          building.add(key);
          const service = make(ctx);
          building.delete(key);
          Object.defineProperty(services, key, {
            value: service,
            writable: true,
            enumerable: true,
            configurable: true,
          });
          return service;
        },
      });
    }
  for (const key of Object.keys(services)) services[key];
}

/** Every module's personal-data holders, in the privacy domain's order (`personalDataOrder`). */
export function personalDataHolders(
  modules: readonly DomainModule[],
  order: readonly string[],
  ctx: ModuleContext,
): PersonalDataHolder[] {
  const holding = modules.filter((module) => module.personalData);
  const unordered = holding.filter((module) => !order.includes(module.name));
  if (unordered.length > 0)
    throw new Error(
      `Personal data of ${unordered.map((module) => module.name).join(', ')} needs a place in personalDataOrder`,
    );
  return holding
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .flatMap((module) => module.personalData?.(ctx) ?? []);
}
