import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import type { CardGateway } from './card-gateway';
import { EpointGateway } from './epoint.gateway';
import { KapitalGateway } from './kapital.gateway';
import type { PaymentLinks } from './payment-links';
import { SandboxGateway } from './sandbox.gateway';

/** The configured bank (PAYMENT_GATEWAY), and the sandbox's card page when it is the sandbox. */
export function createCardGateway(
  config: PaymentsConfig,
  deps: {
    db: Database;
    jobs: JobQueue;
    links: PaymentLinks;
    deliver: (fields: Record<string, string>) => Promise<void>;
  },
): { gateway: CardGateway | null; sandbox: SandboxGateway | null } {
  if (config.gateway === 'sandbox') {
    const sandbox = new SandboxGateway(deps.db, deps.jobs, deps.links, deps.deliver);
    return { gateway: sandbox, sandbox };
  }
  if (config.gateway === 'epoint' && config.epoint)
    return { gateway: new EpointGateway(config.epoint), sandbox: null };
  if (config.gateway === 'kapital' && config.kapital)
    return { gateway: new KapitalGateway(config.kapital), sandbox: null };
  return { gateway: null, sandbox: null };
}
