import {
  formatMessage,
  type Lang,
  type ModerateProductsBody,
  type ModerationOutcome,
  type ModerationOutcomes,
  type ModerationPreview,
  type PendingProductPage,
  type PendingProductsQuery,
  type ProductChange,
  type RejectionReason,
  type RejectProductBody,
  rejectionReasonKey,
  type SellerProductRow,
  toAzn,
  translate,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { CatalogService, ProductChanges } from '../catalog';
import type { NotificationsService } from '../notifications';
import { ModerationRepo } from './moderation-admin.repo';
import { SellerProductsService } from './seller-products.service';

type Decision = { to: 'published' } | { to: 'rejected'; reason: RejectionReason; note?: string };

/** What the seller reads: the reason's label in the operator's language, then the operator's note. */
function rejectionText(lang: Lang, reason: RejectionReason, note?: string): string {
  const label = formatMessage(lang, rejectionReasonKey(reason));
  return note ? formatMessage(lang, 'moderation.rejectionWithNote', { reason: label, note }) : label;
}

/**
 * Product moderation (issue 17): the queue of pending products and the operators' decisions. A
 * decision is the listings domain's status move (publish or reject), made on one transaction with
 * its audit row.
 */
export class ModerationService {
  private readonly repo: ModerationRepo;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly notifications: NotificationsService,
  ) {
    this.repo = new ModerationRepo(db);
  }

  /** The product's page as buyers will see it, with what the operator decides about. */
  async preview(productId: number, lang: Lang): Promise<ModerationPreview> {
    const info = await this.repo.moderationInfo(productId);
    if (!info) throw new AppError('notFound', 'error.productNotFound');
    const [product, changes] = await Promise.all([
      this.catalog.productPreview(productId, lang),
      this.changesOf(info.pendingChanges, lang),
    ]);
    return {
      product,
      status: info.status,
      shop: { id: info.shopId, name: info.shopName },
      submittedAt: info.submittedAt.toISOString(),
      publishedBefore: info.publishedAt !== null,
      changes,
      rejectionReason: info.status === 'rejected' ? info.rejectionReason : null,
    };
  }

  /** The stored changes in the operator's terms: a category as its path, photos as addresses. */
  private async changesOf(stored: ProductChanges | null, lang: Lang): Promise<ProductChange[]> {
    if (!stored) return [];
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const categoryPath = async (id: unknown) =>
      typeof id === 'number'
        ? (await this.catalog.categoryParents(id, lang).catch(() => []))
            .map((crumb) => crumb.name)
            .join(' › ')
        : '';
    const photos = (value: unknown) =>
      Array.isArray(value) ? value.map((path) => mediaUrl(String(path))) : [];
    const changes: ProductChange[] = [];
    if (stored.title)
      changes.push({ field: 'title', before: text(stored.title.before), after: text(stored.title.after) });
    if (stored.categoryId)
      changes.push({
        field: 'category',
        before: await categoryPath(stored.categoryId.before),
        after: await categoryPath(stored.categoryId.after),
      });
    if (stored.description)
      changes.push({
        field: 'description',
        before: text(stored.description.before),
        after: text(stored.description.after),
      });
    if (stored.photos)
      changes.push({
        field: 'photos',
        before: photos(stored.photos.before),
        after: photos(stored.photos.after),
      });
    return changes;
  }

  async pending(query: PendingProductsQuery, lang: Lang): Promise<PendingProductPage> {
    const { items, total } = await this.repo.pendingPage({ ...query, lang });
    return {
      items: items.map((row) => ({
        id: row.id,
        code: row.code,
        slug: row.slug,
        title: row.title,
        shop: { id: row.shopId, name: row.shopName },
        category: { id: row.categoryId, name: row.categoryName },
        price: toAzn(row.price),
        discountedPrice: row.discountedPrice === null ? null : toAzn(row.discountedPrice),
        image: row.image ? mediaUrl(row.image) : null,
        submittedAt: row.submittedAt.toISOString(),
        publishedBefore: row.publishedAt !== null,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  approve(caller: Caller, productId: number, lang: Lang): Promise<SellerProductRow> {
    return this.decide(caller, productId, { to: 'published' }, lang);
  }

  reject(caller: Caller, productId: number, body: RejectProductBody, lang: Lang): Promise<SellerProductRow> {
    return this.decide(caller, productId, { to: 'rejected', ...body }, lang);
  }

  /** One decision for many products, each made (or refused) on its own, in the order given. */
  async moderate(caller: Caller, body: ModerateProductsBody, lang: Lang): Promise<ModerationOutcomes> {
    const decision: Decision =
      body.decision === 'approve'
        ? { to: 'published' }
        : // The body's schema refuses a rejection without its reason.
          { to: 'rejected', reason: body.reason as RejectionReason, note: body.note };
    const items: ModerationOutcome[] = [];
    for (const id of body.ids) {
      try {
        await this.decide(caller, id, decision, lang);
        items.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        items.push({
          id,
          ok: false,
          status: error.status,
          code: error.code,
          detail: translate(error.code, lang),
        });
      }
    }
    return { items };
  }

  /**
   * Only a pending product is decided on: one another operator (or the seller) moved meanwhile is a
   * 409, as is a move that loses a race inside the status machine.
   */
  private decide(
    caller: Caller,
    productId: number,
    decision: Decision,
    lang: Lang,
  ): Promise<SellerProductRow> {
    return this.db.transaction(async (tx) => {
      const before = await new ModerationRepo(tx).moderationState(productId);
      if (!before) throw new AppError('notFound', 'error.productNotFound');
      if (before.status !== 'pending') throw new AppError('conflict', 'moderation.notPending');
      const moved = await new SellerProductsService(tx).changeStatus(caller, before.shopId, productId, {
        status: decision.to,
        reason: decision.to === 'rejected' ? rejectionText(lang, decision.reason, decision.note) : undefined,
      });
      await AuditLog.record(tx, {
        actor: caller,
        action: decision.to === 'published' ? 'product.approve' : 'product.reject',
        subject: { type: 'product', id: productId },
        before: { status: before.status, rejectionReason: before.rejectionReason },
        after: {
          status: moved.status,
          rejectionReason: moved.rejectionReason,
          ...(decision.to === 'rejected' ? { reason: decision.reason } : {}),
        },
        note: decision.to === 'rejected' ? decision.note : undefined,
      });
      await this.notifications.notify(
        tx,
        before.ownerId,
        decision.to === 'published'
          ? { kind: 'productApproved', params: { title: moved.title }, link: `/product/${moved.slug}` }
          : {
              kind: 'productRejected',
              params: { title: moved.title, reason: moved.rejectionReason ?? '' },
              link: `/shop/product/${productId}/edit`,
            },
      );
      return moved;
    });
  }
}
