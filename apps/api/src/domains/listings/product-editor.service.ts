import {
  type CategoryField,
  type EditableProduct,
  hasText,
  type Lang,
  type MessageKey,
  type ProductBody,
  pickLang,
  productPhotoFolder,
  propertyErrors,
  type SavedProduct,
  toAzn,
  toQepik,
  type UploadedImage,
} from '@bazar/contracts';
import sanitizeHtml from 'sanitize-html';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import type { ImageStore } from '../../media/image-store';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { descriptionHtml } from '../catalog';
import type { ProductChanges } from '../catalog/catalog.tables';
import { indexForSearch } from '../search';
import type { SellersService } from '../sellers';
import { type CategoryFieldRow, ProductEditorRepo, type ProductRow } from './product-editor.repo';

/** Codes buyers and support quote: BZ and a number, as the seed spells them (BZ100001 for product 1). */
const codeFor = (id: number) => `BZ${100000 + id}`;

type FieldErrors = Record<string, MessageKey[]>;

const notFound = () => new AppError('notFound', 'error.productNotFound');

function invalid(errors: FieldErrors): AppError {
  return new AppError('unprocessable', 'error.validation', errors);
}

function uniqueViolation(error: unknown): string | null {
  const pg = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = pg.code ?? pg.cause?.code;
  return code === '23505' ? (pg.constraint ?? pg.cause?.constraint ?? '') : null;
}

/**
 * What a product with variants shows in lists: their total stock and the prices of the cheapest
 * combination a buyer can order (of any, when all have run out), as the demo seed does.
 */
function variantSummary(variants: ProductBody['variants']) {
  const buyable = variants.filter((variant) => variant.count > 0);
  const effective = (variant: ProductBody['variants'][number]) => variant.discountedPrice ?? variant.price;
  const cheapest = (buyable.length > 0 ? buyable : variants).reduce((best, variant) =>
    effective(variant) < effective(best) ? variant : best,
  );
  return {
    stockCount: variants.reduce((sum, variant) => sum + variant.count, 0),
    price: toQepik(cheapest.price),
    discountedPrice: cheapest.discountedPrice === undefined ? null : toQepik(cheapest.discountedPrice),
  };
}

/** What a buyer pays for a product or variant row now, in qəpik. */
const payable = (row: { price: number; discountedPrice: number | null }) =>
  row.discountedPrice !== null && row.discountedPrice < row.price ? row.discountedPrice : row.price;

declare module '../../events/event-bus' {
  interface DomainEvents {
    /**
     * A product was saved (by hand or by an Excel row), in the transaction of the save: whether it or
     * one of its variants came back from none, and its price before and after (qəpik, what a buyer pays).
     */
    'listings.productSaved': {
      productId: number;
      restocked: boolean;
      priceBefore: number;
      priceAfter: number;
    };
  }
}

/** A body checked against the database: what the schema alone cannot know. */
interface CheckedBody {
  description: string;
  properties: Record<string, string>;
}

/**
 * Creating and editing a product by hand (spec: seller product create/edit), and the category
 * fields it is edited with. `createIn` and `updateIn` take the caller's transaction, so an Excel
 * upload writes many products through the same rules in one.
 */
export class ProductEditorService {
  private readonly repo: ProductEditorRepo;

  constructor(
    private readonly db: Database,
    private readonly sellers: SellersService,
    private readonly images: ImageStore,
    private readonly events: EventBus,
  ) {
    this.repo = new ProductEditorRepo(db);
  }

  /** The dynamic fields of a category: its own and those of the categories above it, the nearer one winning a name. */
  async categoryFields(categoryId: number, lang: Lang): Promise<CategoryField[]> {
    const rows = await this.fieldRows(this.repo, categoryId);
    if (!rows) throw new AppError('notFound', 'error.categoryNotFound');
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      label: pickLang(row.label, lang),
      kind: row.kind,
      options: row.options,
      required: row.required,
    }));
  }

  /** Stores a product photo in the acting shop's folder; the body then names it by `path`. */
  async uploadPhoto(caller: Caller, shopId: number | undefined, image: Buffer): Promise<UploadedImage> {
    const shop = await this.sellers.actingShop(caller, shopId);
    const { path } = await this.images.storeImage(image, productPhotoFolder(shop));
    return { path, url: mediaUrl(path) };
  }

  /** A new product of the acting shop; it waits for moderation (pending). */
  async create(caller: Caller, shopId: number | undefined, body: ProductBody): Promise<SavedProduct> {
    const shop = await this.sellers.actingShop(caller, shopId);
    const saved = await this.writing(() => this.repo.transaction((tx) => this.createIn(tx, shop, body)));
    await indexForSearch(this.db, [saved.id]);
    return saved;
  }

  async update(
    caller: Caller,
    shopId: number | undefined,
    id: number,
    body: ProductBody,
  ): Promise<SavedProduct> {
    const shop = await this.sellers.actingShop(caller, shopId);
    const saved = await this.writing(() => this.repo.transaction((tx) => this.updateIn(tx, shop, id, body)));
    await indexForSearch(this.db, [saved.id]);
    return saved;
  }

  /** Creates a product inside the caller's transaction; the caller indexes it for search afterwards. */
  async createIn(tx: Transaction, shopId: number, body: ProductBody): Promise<SavedProduct> {
    const repo = ProductEditorRepo.in(tx);
    const checked = await this.check(repo, shopId, body);
    // The code is made from the id, which only the insert gives; a random unique value holds the
    // column until the update just below.
    const id = await repo.insertProduct({
      ...this.columns(body, checked),
      shopId,
      code: `new-${crypto.randomUUID()}`,
      status: 'pending',
    });
    let code = codeFor(id);
    for (let n = 2; await repo.codeTaken(code); n++) code = `${codeFor(id)}-${n}`;
    await repo.updateProduct(id, { code });
    await repo.replacePhotos(id, body.photos);
    await this.syncOffers(repo, id, body);
    return { id, code, slug: body.slug, status: 'pending', sentToModeration: true };
  }

  /**
   * Updates a product of the shop inside the caller's transaction. A published product whose title,
   * description, photos or category change goes back to moderation; prices, stock and variants
   * change at once. A rejected product is sent to moderation again by any save.
   */
  async updateIn(tx: Transaction, shopId: number, id: number, body: ProductBody): Promise<SavedProduct> {
    const repo = ProductEditorRepo.in(tx);
    const current = await repo.productOfShop(shopId, id, true);
    if (!current) throw notFound();
    const currentPhotos = await repo.photoPaths(id);
    const checked = await this.check(repo, shopId, body, { id, photos: currentPhotos });
    const columns = this.columns(body, checked);
    const contentChanged =
      columns.title !== current.title ||
      columns.description !== current.description ||
      columns.categoryId !== current.categoryId ||
      body.photos.join('\n') !== currentPhotos.join('\n');
    const status = nextStatus(current, contentChanged);
    const variantsBefore = await repo.variantsOf(id);
    const row = await repo.updateProduct(id, {
      ...columns,
      status,
      rejectionReason: status === 'pending' ? null : current.rejectionReason,
      pendingChanges: pendingChangesOf(current, currentPhotos, { ...columns, photos: body.photos }),
      updatedAt: new Date(),
    });
    if (body.photos.join('\n') !== currentPhotos.join('\n')) await repo.replacePhotos(id, body.photos);
    await this.syncOffers(repo, id, body);
    const variantsAfter = await repo.variantsOf(id);
    const cameBack = (before: number | undefined, after: number) =>
      before !== undefined && before <= 0 && after > 0;
    const restocked =
      cameBack(current.stockCount, row.stockCount) ||
      variantsAfter.some((after) =>
        cameBack(variantsBefore.find((before) => before.id === after.id)?.stockCount, after.stockCount),
      );
    await this.events.emit(tx, 'listings.productSaved', {
      productId: id,
      restocked,
      priceBefore: payable(current),
      priceAfter: payable(row),
    });
    return {
      id,
      code: row.code,
      slug: row.slug,
      status: row.status,
      sentToModeration: row.status === 'pending' && current.status !== 'pending',
    };
  }

  /** Everything the editor shows for a product of the acting shop; another shop's product is not found. */
  async editable(caller: Caller, shopId: number | undefined, id: number): Promise<EditableProduct> {
    const shop = await this.sellers.actingShop(caller, shopId);
    const product = await this.repo.productOfShop(shop, id);
    if (!product) throw notFound();
    const [categories, fields, photos, offerFields, variants] = await Promise.all([
      this.repo.allCategories(),
      this.fieldRows(this.repo, product.categoryId),
      this.repo.photoPaths(id),
      this.repo.offerFieldsOf(id),
      this.repo.variantsOf(id),
    ]);
    const parentOf = new Map(categories.map((row) => [row.id, row.parentId]));
    const categoryPath: number[] = [];
    for (let at: number | null | undefined = product.categoryId; at; at = parentOf.get(at))
      categoryPath.unshift(at);
    const fieldNames = new Set((fields ?? []).map((field) => field.name));
    const properties: Record<string, string> = {};
    const characteristics: { name: string; value: string }[] = [];
    for (const [name, value] of Object.entries(product.properties)) {
      if (fieldNames.has(name)) properties[name] = value;
      else characteristics.push({ name, value });
    }
    const values = await this.repo.offerValuesOf(offerFields.map((field) => field.id));
    const valueText = new Map(values.map((value) => [value.id, value.value]));
    return {
      id: product.id,
      code: product.code,
      status: product.status,
      rejectionReason: product.rejectionReason,
      categoryPath,
      categoryId: product.categoryId,
      title: product.title,
      slug: product.slug,
      model: product.model,
      manufacturer: product.manufacturer,
      stockCode: product.stockCode,
      count: product.stockCount,
      price: toAzn(product.price),
      discountedPrice: product.discountedPrice === null ? null : toAzn(product.discountedPrice),
      description: product.description,
      youtubeUrl: product.youtubeUrl,
      properties,
      characteristics,
      photos: photos.map((path) => ({ path, url: mediaUrl(path) })),
      offerFields: offerFields.map((field) => ({
        name: field.name,
        values: values.filter((value) => value.fieldId === field.id).map((value) => value.value),
      })),
      variants: variants.map((variant) => ({
        value: valueText.get(variant.valueId) ?? '',
        secondValue: variant.secondValueId === null ? null : (valueText.get(variant.secondValueId) ?? ''),
        count: variant.stockCount,
        price: toAzn(variant.price),
        discountedPrice: variant.discountedPrice === null ? null : toAzn(variant.discountedPrice),
      })),
    };
  }

  /** Fields of the category and of its ancestors, top first; undefined when the category does not exist. */
  private async fieldRows(
    repo: ProductEditorRepo,
    categoryId: number,
  ): Promise<CategoryFieldRow[] | undefined> {
    const chain = await this.categoryChain(repo, categoryId);
    if (!chain) return undefined;
    const rows = await repo.fieldsOf(chain.ids);
    const byName = new Map<string, CategoryFieldRow>();
    for (const id of chain.ids)
      for (const row of rows.filter((field) => field.categoryId === id)) {
        byName.delete(row.name);
        byName.set(row.name, row);
      }
    return [...byName.values()];
  }

  /** The category's ids from the top level down, and whether it is a leaf; undefined when missing. */
  private async categoryChain(repo: ProductEditorRepo, categoryId: number) {
    const rows = await repo.allCategories();
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    if (!parentOf.has(categoryId)) return undefined;
    const ids: number[] = [];
    for (let at: number | null | undefined = categoryId; at; at = parentOf.get(at)) ids.unshift(at);
    return { ids, isLeaf: !rows.some((row) => row.parentId === categoryId) };
  }

  /** The rules that need the database: a leaf category, its fields, unique slug and stock code, own photos. */
  private async check(
    repo: ProductEditorRepo,
    shopId: number,
    body: ProductBody,
    current?: { id: number; photos: string[] },
  ): Promise<CheckedBody> {
    const errors: FieldErrors = {};
    const chain = await this.categoryChain(repo, body.categoryId);
    if (!chain) errors.categoryId = ['error.categoryNotFound'];
    else if (!chain.isLeaf) errors.categoryId = ['product.leafCategory'];

    const properties: Record<string, string> = {};
    if (chain?.isLeaf) {
      const fields = (await this.fieldRows(repo, body.categoryId)) ?? [];
      for (const [name, key] of Object.entries(propertyErrors(fields, body.properties)))
        errors[`properties.${name}`] = [key];
      const known = new Set(fields.map((field) => field.name));
      for (const [name, value] of Object.entries(body.properties)) {
        if (!known.has(name)) errors[`properties.${name}`] = ['validation.invalid'];
        else if (value.trim() !== '') properties[name] = value.trim();
      }
    }
    for (const row of body.characteristics) properties[row.name] = row.value;

    const description = sanitizeHtml(body.description, descriptionHtml).trim();
    if (!hasText(description)) errors.description = ['validation.required'];
    const [slugTaken, stockCodeTaken] = await Promise.all([
      repo.slugTaken(body.slug, current?.id),
      repo.stockCodeTaken(shopId, body.stockCode, current?.id),
    ]);
    if (slugTaken) errors.slug = ['product.slugTaken'];
    if (stockCodeTaken) errors.stockCode = ['product.stockCodeTaken'];

    // A shop attaches only photos it uploaded itself, or those the product already has.
    const ownFolder = `${productPhotoFolder(shopId)}/`;
    const photoChecks = await Promise.all(
      body.photos.map(
        async (path) =>
          current?.photos.includes(path) || (path.startsWith(ownFolder) && (await this.images.has(path))),
      ),
    );
    photoChecks.forEach((ok, index) => {
      if (!ok) errors[`photos.${index}`] = ['product.photoInvalid'];
    });

    if (Object.keys(errors).length > 0) throw invalid(errors);
    return { description, properties };
  }

  /** The product's own columns from a checked body; with variants, stock and prices are theirs. */
  private columns(body: ProductBody, checked: CheckedBody) {
    const stock =
      body.offerFields.length > 0
        ? variantSummary(body.variants)
        : {
            stockCount: body.count ?? 0,
            price: toQepik(body.price),
            discountedPrice: body.discountedPrice === undefined ? null : toQepik(body.discountedPrice),
          };
    return {
      categoryId: body.categoryId,
      slug: body.slug,
      title: body.title,
      description: checked.description,
      model: body.model,
      manufacturer: body.manufacturer,
      stockCode: body.stockCode,
      ...stock,
      properties: checked.properties,
      youtubeUrl: body.youtubeUrl ?? null,
    };
  }

  /**
   * Brings the offer fields, their values and the variants in line with the body, keeping the rows
   * of what did not change: basket lines point at variants, and a price change must not empty them.
   */
  private async syncOffers(repo: ProductEditorRepo, productId: number, body: ProductBody): Promise<void> {
    await repo.deleteOfferFieldsFrom(productId, body.offerFields.length);
    if (body.offerFields.length === 0) return;
    const existing = await repo.offerFieldsOf(productId);
    const valueIds: Map<string, number>[] = [];
    for (const [position, field] of body.offerFields.entries()) {
      const row = existing.find((candidate) => candidate.position === position);
      const fieldId = row ? row.id : await repo.insertOfferField(productId, position, field.name);
      if (row && row.name !== field.name) await repo.renameOfferField(row.id, field.name);
      const current = row ? await repo.offerValuesOf([row.id]) : [];
      const ids = new Map<string, number>();
      for (const [at, value] of field.values.entries()) {
        const kept = current.find((candidate) => candidate.value === value);
        if (kept && kept.position !== at) await repo.moveOfferValue(kept.id, at);
        ids.set(value, kept ? kept.id : await repo.insertOfferValue(fieldId, at, value));
      }
      await repo.deleteOfferValuesExcept(fieldId, [...ids.values()]);
      valueIds.push(ids);
    }
    const [first, second] = valueIds;
    const stored = await repo.variantsOf(productId);
    const keep = new Set<number>();
    for (const variant of body.variants) {
      const valueId = first?.get(variant.value);
      const secondValueId =
        variant.secondValue === undefined ? null : (second?.get(variant.secondValue) ?? null);
      if (valueId === undefined) continue;
      const values = {
        stockCount: variant.count,
        price: toQepik(variant.price),
        discountedPrice: variant.discountedPrice === undefined ? null : toQepik(variant.discountedPrice),
      };
      const match = stored.find((row) => row.valueId === valueId && row.secondValueId === secondValueId);
      if (match) {
        keep.add(match.id);
        await repo.updateVariant(match.id, values);
      } else {
        await repo.insertVariant({ productId, valueId, secondValueId, ...values });
      }
    }
    await repo.deleteVariants(stored.filter((row) => !keep.has(row.id)).map((row) => row.id));
  }

  /** A unique index that a concurrent save beat the checks to is the same answer the checks give. */
  private async writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint.includes('slug')) throw invalid({ slug: ['product.slugTaken'] });
      if (constraint.includes('stock_code')) throw invalid({ stockCode: ['product.stockCodeTaken'] });
      throw new AppError('conflict', 'error.conflict');
    }
  }
}

/** Where a save leaves the product in moderation. */
/** The moderated fields, as `pendingChanges` compares them. */
const moderatedFields = ['title', 'description', 'categoryId', 'photos'] as const;

/**
 * What the operator compares when a product on sale comes back to moderation: each moderated field
 * as it is on sale and as now edited. A further edit while it waits keeps the on-sale side; a
 * field edited back to its on-sale value drops out. Null for a product not on sale before.
 */
function pendingChangesOf(
  current: ProductRow,
  currentPhotos: string[],
  edited: Record<(typeof moderatedFields)[number], unknown>,
): ProductChanges | null {
  const onSale = current.status === 'published';
  if (!onSale && !(current.status === 'pending' && current.pendingChanges)) return null;
  const now: Record<string, unknown> = { ...current, photos: currentPhotos };
  const changes: ProductChanges = {};
  for (const field of moderatedFields) {
    const before = onSale
      ? now[field]
      : current.pendingChanges?.[field]
        ? current.pendingChanges[field].before
        : now[field];
    if (JSON.stringify(before) !== JSON.stringify(edited[field]))
      changes[field] = { before, after: edited[field] };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

function nextStatus(current: ProductRow, contentChanged: boolean): ProductRow['status'] {
  if (current.status === 'rejected') return 'pending';
  if (current.status === 'published' && contentChanged) return 'pending';
  return current.status;
}
