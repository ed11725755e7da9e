import { toAzn } from '@bazar/contracts';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { creditRequestEvents, creditRequests } from './credit-requests.tables';

/** An applicant's details are kept up to 6 years (PRV-01); the order a request placed keeps its own. */
export const creditRequestRetentionYears = 6;

/** Requests still waiting for a decision: a child's are withdrawn (PRV-02), decided ones stay with their order. */
const undecided = ['submitted', 'underReview', 'moreInfoNeeded'] as const;

/** Credit requests the person sent, as they wrote them (unmasked: they are theirs), with their history. */
export class CreditRequestsPersonalData implements PersonalDataHolder {
  readonly section = 'creditRequests';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const requests = await this.db
      .select()
      .from(creditRequests)
      .where(eq(creditRequests.userId, userId))
      .orderBy(desc(creditRequests.id));
    if (requests.length === 0) return [];
    const events = await this.db
      .select({
        requestId: creditRequestEvents.requestId,
        status: creditRequestEvents.status,
        note: creditRequestEvents.note,
        at: creditRequestEvents.at,
      })
      .from(creditRequestEvents)
      .where(
        inArray(
          creditRequestEvents.requestId,
          requests.map((request) => request.id),
        ),
      )
      .orderBy(asc(creditRequestEvents.id));
    return requests.map(({ userId: _user, planId: _plan, goods: _goods, ...request }) => ({
      ...request,
      monthlyIncome: toAzn(request.monthlyIncome),
      amount: toAzn(request.amount),
      commission: toAzn(request.commission),
      total: toAzn(request.total),
      monthly: toAzn(request.monthly),
      firstMonthly: toAzn(request.firstMonthly),
      lines: request.lines.map((line) => ({
        title: line.title,
        variant: line.variant,
        count: line.count,
        unitPrice: toAzn(line.unitPrice),
      })),
      history: events
        .filter((event) => event.requestId === request.id)
        .map(({ requestId: _request, ...event }) => event),
    }));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    // Its history goes with it (cascade); an approved request's order keeps what the shop must.
    await tx.delete(creditRequests).where(eq(creditRequests.userId, person.userId));
  }

  async minimise(tx: Database, userId: number): Promise<void> {
    await tx
      .delete(creditRequests)
      .where(and(eq(creditRequests.userId, userId), inArray(creditRequests.status, [...undecided])));
  }

  async expire(tx: Database, now: Date): Promise<void> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - creditRequestRetentionYears);
    await tx.delete(creditRequests).where(lt(creditRequests.createdAt, cutoff));
  }
}
