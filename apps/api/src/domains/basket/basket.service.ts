import {
  type BasketNotice,
  type BasketView,
  basketLimits,
  type CreateBasketDto,
  type GuestBasketBody,
  type GuestBasketItem,
  type GuestBasketView,
  type MergeBasketBody,
  type MessageKey,
} from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import {
  type BasketProduct,
  type Buyable,
  type BuyableRef,
  buyableKey,
  type InventoryService,
  type OfferChoice,
} from '../inventory';
import { type HeldLine, lineCap, priceBasket } from './basket.pricing';
import { BasketRepo } from './basket.repo';

/** A line to add, checked: what it is, how many, its offer choice (for a guest's storage) and today's price. */
interface Addition {
  ref: BuyableRef;
  choice: OfferChoice[];
  count: number;
  buyable: Buyable;
}

type FieldErrors = Record<string, MessageKey[]>;

function offerChoice(dto: CreateBasketDto): OfferChoice[] | 'invalid' {
  const pairs = [
    [dto.productOfferFieldId, dto.productOfferFieldValueId],
    [dto.secondProductOfferFieldId, dto.secondProductOfferFieldValueId],
  ] as const;
  const choice: OfferChoice[] = [];
  for (const [fieldId, valueId] of pairs) {
    if (fieldId === undefined && valueId === undefined) continue;
    if (fieldId === undefined || valueId === undefined) return 'invalid';
    choice.push({ fieldId, valueId });
  }
  return choice;
}

function guestChoice(item: GuestBasketItem): OfferChoice[] {
  return item.productOfferFields.map((field) => ({
    fieldId: field.offerFieldId,
    valueId: field.offerFieldValueId,
  }));
}

/**
 * Baskets: a member's lives in the database, a guest's in the browser (spec: productStorage) and
 * is priced here. Every price comes from the inventory now; the client's numbers are never used.
 */
export class BasketService {
  private readonly repo: BasketRepo;

  constructor(
    db: Database,
    private readonly inventory: InventoryService,
  ) {
    this.repo = new BasketRepo(db);
  }

  /** The member's basket, or only the chosen lines of it (to buy them together). */
  async view(userId: number, onlyIds?: number[]): Promise<BasketView> {
    const rows = await this.repo.lines(userId);
    const chosen = onlyIds ? rows.filter((row) => onlyIds.includes(row.id)) : rows;
    return this.price(
      chosen.map((row) => ({ id: row.id, ref: row, count: row.count, addedPrice: row.addedPrice })),
    );
  }

  itemCount(userId: number): Promise<number> {
    return this.repo.itemCount(userId);
  }

  /** Adds to the member's basket; all or nothing: one bad item refuses the whole request. */
  async add(userId: number, dtos: CreateBasketDto[]): Promise<BasketView> {
    const additions = await this.resolve(dtos);
    const held = await this.repo.lines(userId);
    const newKeys = new Set(additions.map((addition) => buyableKey(addition.ref)));
    for (const row of held) newKeys.delete(buyableKey(row));
    if (held.length + newKeys.size > basketLimits.lines)
      throw new AppError('unprocessable', 'basket.tooManyLines');
    const notices: BasketNotice[] = [];
    await this.repo.transaction(async (repo) => {
      for (const addition of additions) {
        const before = held.find((row) => buyableKey(row) === buyableKey(addition.ref))?.count ?? 0;
        const after = await repo.add(userId, {
          productId: addition.ref.productId ?? null,
          variantId: addition.ref.variantId ?? null,
          comboId: addition.ref.comboId ?? null,
          count: addition.count,
          addedPrice: addition.buyable.unitPrice,
          cap: lineCap(addition.buyable),
        });
        if (after < before + addition.count)
          notices.push({ key: buyableKey(addition.ref), code: 'countReduced', count: after });
      }
    });
    return this.withNotices(await this.view(userId), notices);
  }

  /** Sets a line's count, at most what is in stock (with a notice when the buyer asked for more). */
  async changeCount(userId: number, id: number, count: number): Promise<BasketView> {
    const row = await this.repo.line(userId, id);
    if (!row) throw new AppError('notFound', 'basket.itemNotFound');
    const buyable = (await this.inventory.buyables([row])).get(buyableKey(row));
    if (!buyable?.onSale) throw new AppError('unprocessable', 'basket.productUnavailable');
    if (buyable.stock <= 0) throw new AppError('unprocessable', 'basket.outOfStock');
    const allowed = Math.min(count, buyable.stock);
    await this.repo.setCount(userId, id, allowed);
    const notices: BasketNotice[] =
      allowed < count ? [{ key: buyableKey(row), code: 'countReduced', count: allowed }] : [];
    return this.withNotices(await this.view(userId), notices);
  }

  /** Removes the member's own lines; an id that is not theirs is a 404 and nothing is removed. */
  /** Empties the bought lines, in the order's transaction. */
  async removeBought(tx: Transaction, userId: number, ids: number[]): Promise<void> {
    if (ids.length > 0) await new BasketRepo(tx).remove(userId, ids);
  }

  async remove(userId: number, ids: number[]): Promise<BasketView> {
    const unique = [...new Set(ids)];
    const own = new Set((await this.repo.lines(userId)).map((row) => row.id));
    if (unique.some((id) => !own.has(id))) throw new AppError('notFound', 'basket.itemNotFound');
    await this.repo.remove(userId, unique);
    return this.view(userId);
  }

  /**
   * Moves a guest's basket into the account at sign-in: the same item adds up within stock; items
   * that left sale come along with their note; a guest basket merged before adds nothing again.
   */
  async merge(userId: number, body: MergeBasketBody): Promise<BasketView> {
    const guest = await this.normalizeGuest(body.productStorage);
    const notices: BasketNotice[] = [];
    const held = await this.repo.lines(userId);
    await this.repo.transaction(async (repo) => {
      if (body.guestBasketId && !(await repo.markMerged(userId, body.guestBasketId))) return;
      const newKeys = guest.lines.filter((line) => !held.some((row) => buyableKey(row) === line.key));
      const room = basketLimits.lines - held.length;
      const skipped = new Set(newKeys.slice(Math.max(0, room)).map((line) => line.key));
      for (const line of guest.lines) {
        if (skipped.has(line.key)) continue;
        const before = held.find((row) => buyableKey(row) === line.key)?.count ?? 0;
        const after = await repo.add(userId, {
          productId: line.ref.productId ?? null,
          variantId: line.ref.variantId ?? null,
          comboId: line.ref.comboId ?? null,
          count: line.count,
          addedPrice: line.addedPrice ?? line.buyable.unitPrice,
          cap: Math.max(lineCap(line.buyable), before),
        });
        if (after < before + line.count) notices.push({ key: line.key, code: 'countReduced', count: after });
      }
    });
    return this.withNotices(await this.view(userId), notices);
  }

  /**
   * Prices a guest's basket and answers what the browser should keep: duplicates joined, counts
   * within stock, new items (checked strictly) added.
   */
  async priceGuest(body: GuestBasketBody): Promise<GuestBasketView> {
    const additions = await this.resolve(body.createBasketDtos);
    const guest = await this.normalizeGuest(body.productStorage);
    const notices = [...guest.notices];
    for (const addition of additions) {
      const key = buyableKey(addition.ref);
      const existing = guest.lines.find((line) => line.key === key);
      const before = existing?.count ?? 0;
      const after = Math.max(before, Math.min(before + addition.count, lineCap(addition.buyable)));
      if (after < before + addition.count) notices.push({ key, code: 'countReduced', count: after });
      if (existing) existing.count = after;
      else {
        if (guest.lines.length >= basketLimits.lines)
          throw new AppError('unprocessable', 'basket.tooManyLines');
        guest.lines.push({
          key,
          ref: addition.ref,
          choice: addition.choice,
          count: after,
          addedPrice: addition.buyable.unitPrice,
          buyable: addition.buyable,
        });
      }
    }
    const buyables = new Map(guest.lines.map((line) => [line.key, line.buyable]));
    const view = priceBasket(
      guest.lines.map((line) => ({
        id: null,
        ref: line.ref,
        count: line.count,
        addedPrice: line.addedPrice,
      })),
      buyables,
      notices,
    );
    return {
      ...view,
      productStorage: guest.lines.map((line) => ({
        ...(line.ref.comboId ? { productComboId: line.ref.comboId } : { productId: line.ref.productId ?? 0 }),
        count: line.count,
        productOfferFields: line.choice.map((choice) => ({
          offerFieldId: choice.fieldId,
          offerFieldValueId: choice.valueId,
        })),
        ...(line.addedPrice === null ? {} : { addedPrice: line.addedPrice / 100 }),
      })),
    };
  }

  /**
   * One line bought at once ("buy now"), checked as strictly as an addition, with field errors
   * under `at`; the basket itself is not touched.
   */
  async lineToBuy(
    dto: Omit<CreateBasketDto, 'basketBuyWiths'>,
    at: string,
  ): Promise<Pick<Addition, 'ref' | 'buyable'>> {
    const errors: FieldErrors = {};
    const line = await this.resolveOne({ ...dto, basketBuyWiths: [] }, at, (path, key) => {
      errors[path] = [...(errors[path] ?? []), key];
    });
    if (!line) throw new AppError('unprocessable', 'error.validation', errors);
    return { ref: line.ref, buyable: line.buyable };
  }

  private async price(held: HeldLine[], notices: BasketNotice[] = []): Promise<BasketView> {
    return priceBasket(held, await this.inventory.buyables(held.map((line) => line.ref)), notices);
  }

  private withNotices(view: BasketView, notices: BasketNotice[]): BasketView {
    return { ...view, notices };
  }

  /**
   * A guest's stored items as lines: what no longer exists (or names a variant that does not) is
   * dropped, the same item twice is joined, and a count above the stock comes down to it.
   */
  private async normalizeGuest(items: GuestBasketItem[]) {
    const refs = await Promise.all(
      items.map(
        async (item): Promise<{ ref: BuyableRef; choice: OfferChoice[]; product?: BasketProduct } | null> => {
          if (item.productComboId) return { ref: { comboId: item.productComboId }, choice: [] };
          if (!item.productId) return null;
          const choice = guestChoice(item);
          const match = await this.inventory.findVariant(item.productId, choice);
          const { product } = match.kind === 'noProduct' ? { product: undefined } : match;
          if (match.kind === 'found')
            return { ref: { productId: item.productId, variantId: match.variantId }, choice, product };
          if (match.kind === 'none') return { ref: { productId: item.productId }, choice: [], product };
          // A product that gained variants since: kept so the buyer sees it needs a choice.
          if (match.kind === 'required') return { ref: { productId: item.productId }, choice: [], product };
          return null;
        },
      ),
    );
    const buyables = await this.inventory.buyables(
      refs.flatMap((entry) => (entry ? [entry.ref] : [])),
      refs.flatMap((entry) => (entry?.product ? [entry.product] : [])),
    );
    const lines: {
      key: string;
      ref: BuyableRef;
      choice: OfferChoice[];
      count: number;
      addedPrice: number | null;
      buyable: Buyable;
    }[] = [];
    const notices: BasketNotice[] = [];
    items.forEach((item, index) => {
      const entry = refs[index];
      if (!entry) return;
      const key = buyableKey(entry.ref);
      const buyable = buyables.get(key);
      if (!buyable) return;
      const existing = lines.find((line) => line.key === key);
      const wanted = (existing?.count ?? 0) + item.count;
      const count =
        buyable.onSale && buyable.stock > 0
          ? Math.min(wanted, lineCap(buyable))
          : Math.min(wanted, basketLimits.count);
      if (count < wanted && buyable.onSale && buyable.stock > 0)
        upsertNotice(notices, { key, code: 'countReduced', count });
      if (existing) existing.count = count;
      else
        lines.push({
          key,
          ref: entry.ref,
          choice: entry.choice,
          count,
          addedPrice: item.addedPrice === undefined ? null : Math.round(item.addedPrice * 100),
          buyable,
        });
    });
    return { lines, notices };
  }

  /** Checks items to add; collects every field error (paths as in the body) before refusing. */
  private async resolve(dtos: CreateBasketDto[]): Promise<Addition[]> {
    const errors: FieldErrors = {};
    const additions: Addition[] = [];
    const fail = (path: string, key: MessageKey) => {
      errors[path] = [...(errors[path] ?? []), key];
    };
    for (const [index, dto] of dtos.entries()) {
      const at = `createBasketDtos.${index}`;
      const resolved = await this.resolveOne(dto, at, fail);
      if (!resolved) continue;
      additions.push(resolved);
      if (dto.basketBuyWiths.length === 0) continue;
      const offered = dto.productId ? await this.inventory.buyWithIds(dto.productId) : new Set<number>();
      for (const [extraIndex, extra] of dto.basketBuyWiths.entries()) {
        const path = `${at}.basketBuyWiths.${extraIndex}.productId`;
        if (!offered.has(extra.productId)) {
          fail(path, 'basket.buyWithInvalid');
          continue;
        }
        const extraResolved = await this.resolveOne(
          { productId: extra.productId, count: extra.count, basketBuyWiths: [] },
          `${at}.basketBuyWiths.${extraIndex}`,
          fail,
        );
        if (extraResolved) additions.push(extraResolved);
      }
    }
    if (Object.keys(errors).length > 0) throw new AppError('unprocessable', 'error.validation', errors);
    return additions;
  }

  private async resolveOne(
    dto: CreateBasketDto,
    at: string,
    fail: (path: string, key: MessageKey) => void,
  ): Promise<Addition | null> {
    if ((dto.productId === undefined) === (dto.productComboId === undefined)) {
      fail(`${at}.productId`, 'basket.productOrCombo');
      return null;
    }
    const choice = offerChoice(dto);
    if (choice === 'invalid') {
      fail(`${at}.productOfferFieldValueId`, 'basket.variantInvalid');
      return null;
    }
    let ref: BuyableRef;
    let product: BasketProduct | undefined;
    if (dto.productComboId !== undefined) {
      if (choice.length > 0) {
        fail(`${at}.productOfferFieldValueId`, 'basket.variantInvalid');
        return null;
      }
      ref = { comboId: dto.productComboId };
    } else {
      const productId = dto.productId ?? 0;
      const match = await this.inventory.findVariant(productId, choice);
      if (match.kind === 'noProduct') {
        fail(`${at}.productId`, 'error.productNotFound');
        return null;
      }
      if (match.kind === 'required' || match.kind === 'invalid') {
        fail(
          `${at}.productOfferFieldValueId`,
          match.kind === 'required' ? 'basket.variantRequired' : 'basket.variantInvalid',
        );
        return null;
      }
      ref = match.kind === 'found' ? { productId, variantId: match.variantId } : { productId };
      product = match.product;
    }
    const buyable = (await this.inventory.buyables([ref], product ? [product] : [])).get(buyableKey(ref));
    if (!buyable) {
      fail(
        dto.productComboId === undefined ? `${at}.productId` : `${at}.productComboId`,
        dto.productComboId === undefined ? 'error.productNotFound' : 'error.comboNotFound',
      );
      return null;
    }
    if (!buyable.onSale) {
      fail(
        buyable.comboId ? `${at}.productComboId` : `${at}.productId`,
        buyable.comboId ? 'basket.comboUnavailable' : 'basket.productUnavailable',
      );
      return null;
    }
    if (buyable.stock <= 0) {
      fail(`${at}.count`, 'basket.outOfStock');
      return null;
    }
    return { ref, choice, count: dto.count, buyable };
  }
}

function upsertNotice(notices: BasketNotice[], notice: BasketNotice) {
  const index = notices.findIndex((existing) => existing.key === notice.key);
  if (index === -1) notices.push(notice);
  else notices[index] = notice;
}
