import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type PaymentFailure, type SandboxPayment, sandboxCards, sandboxSecureCode } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type {
  CallbackClaim,
  CardGateway,
  GatewayPaidPayment,
  GatewayPayment,
  GatewayVerdict,
} from './card-gateway';
import { BankRefused, referenceOf } from './gateway-http';
import type { PaymentLinks } from './payment-links';
import { type SandboxBankRow as BankRow, SandboxRepo } from './sandbox.repo';

const sandboxCallbackQueue = 'payments.sandbox-callback';

/** What each test card does (README: "Test cards"); any other number is declined, as by a real bank. */
const outcomes: Record<string, 'paid' | 'secureCode' | 'silent' | 'refundsRefused' | PaymentFailure> = {
  [sandboxCards.approved]: 'paid',
  [sandboxCards.refundsRefused]: 'refundsRefused',
  [sandboxCards.declined]: 'declined',
  [sandboxCards.insufficientFunds]: 'insufficientFunds',
  [sandboxCards.secureCode]: 'secureCode',
  [sandboxCards.neverCallsBack]: 'silent',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const notFound = () => new AppError('notFound', 'payment.notFound');

/**
 * A bank of Bazar's own for the demo and tests (PAYMENT_GATEWAY=sandbox): its card page is a web
 * page of Bazar, its books are `sandbox_bank_payments`, and it calls back through the job queue
 * as a bank calls a merchant's server. The card typed in decides the outcome and is then dropped:
 * neither the number, nor the expiry, nor the CVV is kept (PAY-08).
 */
export class SandboxGateway implements CardGateway {
  readonly name = 'sandbox' as const;
  private readonly repo: SandboxRepo;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly links: PaymentLinks,
    /** Delivers the bank's callback to the payments service, as the bank's server would post it. */
    deliver: (fields: Record<string, string>) => Promise<void>,
  ) {
    this.repo = new SandboxRepo(db);
    jobs.define<{ bankPaymentId: number }>({
      name: sandboxCallbackQueue,
      queue: { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
      work: async (job) => {
        const row = await this.row(job.data.bankPaymentId);
        if (row?.merchantReference) await deliver({ payment: row.merchantReference });
      },
    });
  }

  async start(payment: GatewayPayment): Promise<{ redirectUrl: string; externalId: string }> {
    const token = randomBytes(24).toString('base64url');
    const id = await this.repo.insert({
      amount: payment.amount,
      description: payment.description,
      returnUrl: payment.returnUrl,
      tokenHash: hashOf(token),
      merchantPaymentId: payment.id,
      merchantReference: payment.reference,
    });
    return {
      redirectUrl: this.links.page(`/payment/sandbox/${payment.reference}?token=${token}`, payment.lang),
      externalId: String(id),
    };
  }

  /** The sandbox's callback names Bazar's try by its reference and nothing more: the service asks `status`. */
  readCallback(fields: Record<string, string>): CallbackClaim | null {
    const reference = referenceOf(fields.payment);
    return reference === null ? null : { reference, transaction: null, verdict: null };
  }

  async status(payment: { externalId: string }): Promise<GatewayVerdict> {
    const row = await this.row(Number(payment.externalId));
    if (!row) return { state: 'failed', failure: 'error' };
    if (row.state === 'paid')
      return { state: 'paid', amount: row.amount, currency: 'AZN', transaction: `SBX-${row.id}` };
    if (row.state === 'failed') return { state: 'failed', failure: row.failure ?? 'declined' };
    return { state: 'pending' };
  }

  async refund(payment: GatewayPaidPayment, refund: { reference: string; amount: number }): Promise<void> {
    if (!(await this.repo.refund(Number(payment.externalId), refund.amount)))
      throw new BankRefused('sandbox bank refused the refund');
  }

  /** The sandbox keeps what it gave back of each payment, as a bank's books do. */
  async refunded(payment: GatewayPaidPayment): Promise<number> {
    const row = await this.row(Number(payment.externalId));
    if (!row) throw new Error('sandbox bank does not know the payment');
    return row.refunded;
  }

  /** The card page, for the holder of its link (the try's reference and the page's token). */
  async page(reference: string, token: string): Promise<SandboxPayment> {
    return this.view(await this.owned(reference, token));
  }

  async pay(
    reference: string,
    token: string,
    card: { cardNumber: string; expiry: string },
  ): Promise<SandboxPayment> {
    const row = await this.owned(reference, token);
    if (row.state !== 'form') throw new AppError('conflict', 'payment.notAwaiting');
    const outcome = expired(card.expiry) ? 'declined' : (outcomes[card.cardNumber] ?? 'declined');
    if (outcome === 'secureCode') return this.view(await this.update(row.id, { state: 'secureCode' }));
    if (outcome === 'silent') return this.view(await this.update(row.id, { state: 'paid' }));
    if (outcome === 'refundsRefused') await this.update(row.id, { refundsRefused: true });
    return this.finish(row.id, outcome === 'paid' || outcome === 'refundsRefused' ? null : outcome);
  }

  async code(reference: string, token: string, code: string): Promise<SandboxPayment> {
    const row = await this.owned(reference, token);
    if (row.state !== 'secureCode') throw new AppError('conflict', 'payment.notAwaiting');
    return this.finish(row.id, code === sandboxSecureCode ? null : 'declined');
  }

  async cancel(reference: string, token: string): Promise<SandboxPayment> {
    const row = await this.owned(reference, token);
    if (row.state !== 'form' && row.state !== 'secureCode')
      throw new AppError('conflict', 'payment.notAwaiting');
    return this.finish(row.id, 'cancelled');
  }

  /** Settles the bank's side and queues its callback in the same transaction, as a bank would send it. */
  private finish(id: number, failure: PaymentFailure | null): Promise<SandboxPayment> {
    return this.db.transaction(async (tx) => {
      const row = await new SandboxRepo(tx).update(
        id,
        failure ? { state: 'failed', failure } : { state: 'paid' },
      );
      if (!row) throw notFound();
      await this.jobs.send(sandboxCallbackQueue, { bankPaymentId: id }, tx);
      return this.view(row);
    });
  }

  private async update(id: number, values: Partial<BankRow>): Promise<BankRow> {
    const row = await this.repo.update(id, values);
    if (!row) throw notFound();
    return row;
  }

  private row(id: number): Promise<BankRow | undefined> {
    return this.repo.byId(id);
  }

  /** The payment whose link this token is: anything else is 404, never another's page. */
  private async owned(reference: string, token: string): Promise<BankRow> {
    const row = await this.repo.byReference(reference);
    if (!row) throw notFound();
    const expected = Buffer.from(row.tokenHash);
    const given = Buffer.from(hashOf(token));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound();
    return row;
  }

  private view(row: BankRow): SandboxPayment {
    return {
      id: row.merchantReference ?? '',
      merchant: 'Bazar',
      description: row.description,
      amount: row.amount / 100,
      state: row.state === 'form' || row.state === 'secureCode' ? row.state : 'done',
      returnUrl: row.returnUrl,
    };
  }
}

/** A card whose MM/YY month has passed. */
function expired(expiry: string): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return true;
  const now = new Date();
  return (
    2000 + year < now.getUTCFullYear() ||
    (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}
