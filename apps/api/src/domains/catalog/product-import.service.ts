import { createHash } from 'node:crypto';
import {
  type CategoryField,
  isMessageKey,
  type Lang,
  type MessageKey,
  ProductBody,
  type ProductBodyInput,
  type ProductImportDetail,
  type ProductImportQuery,
  type ProductImportReportQuery,
  type ProductImportSummary,
  pickLang,
  productImportColumns,
  productImportLimits,
  productPhotoFolder,
  propertyErrors,
  slugify,
  translate,
} from '@bazar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import type { ImageStore } from '../../media/image-store';
import { fetchableLink } from '../../media/public-link';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../accounts/accounts.service';
import { indexForSearch } from '../search/search.indexer';
import type { SellersService } from '../sellers/sellers.service';
import type { ProductEditorService } from './product-editor.service';
import {
  type ExistingProduct,
  type ImportReportEntry,
  ProductImportRepo,
  type ProductImportRow,
} from './product-import.repo';
import {
  type ImportColumnKey,
  type ImportSheetRow,
  importTemplate,
  type ReadImportFile,
  readImportFile,
} from './product-import.workbook';

/** Rows checked between two progress writes. */
const progressEvery = 50;
/** Photo links fetched at the same time. */
const photoDownloads = 6;
/** An import still reading after this long died with the process that read it. */
const staleAfterMs = 30 * 60 * 1000;

const notFound = () => new AppError('notFound', 'import.notFound');

/** A cell's refusal: where (null when no single cell is at fault) and the message key why. */
interface Refusal {
  cell: string | null;
  reason: MessageKey;
}

/** A row that passed every check the file alone allows, waiting for the write. */
interface CheckedRow {
  row: number;
  body: ProductBody;
  productId: number | undefined;
}

function uniqueViolation(error: unknown): string | null {
  const pg = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = pg.code ?? pg.cause?.code;
  return code === '23505' ? (pg.constraint ?? pg.cause?.constraint ?? '') : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A description cell as the editor's rich text: HTML as written, plain text as paragraphs. */
function descriptionOf(text: string): string {
  if (/<[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * Photo links of one import: each distinct link is downloaded once (a few at a time, with a time
 * and size limit), checked and stored through the image store, or answered with why it was not.
 */
class PhotoFetcher {
  private readonly results = new Map<string, Promise<{ path: string } | { error: MessageKey }>>();
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly images: ImageStore,
    private readonly folder: string,
    private readonly privateHostsAllowed: boolean,
  ) {}

  get(url: string) {
    let result = this.results.get(url);
    if (!result) {
      result = this.limited(() => this.download(url));
      this.results.set(url, result);
    }
    return result;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= photoDownloads) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  private async download(url: string): Promise<{ path: string } | { error: MessageKey }> {
    let bytes: Buffer;
    if (!(await fetchableLink(url, this.privateHostsAllowed))) return { error: 'import.photoFetch' };
    try {
      // Redirects are not followed: one could lead to an address the check above refused.
      const response = await fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(productImportLimits.photoTimeoutMs),
      });
      if (!response.ok || !response.body) return { error: 'import.photoFetch' };
      if (Number(response.headers.get('content-length')) > productImportLimits.photoMaxBytes) {
        await response.body.cancel();
        return { error: 'import.photoNotImage' };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        size += part.value.length;
        if (size > productImportLimits.photoMaxBytes) {
          await reader.cancel();
          return { error: 'import.photoNotImage' };
        }
        chunks.push(Buffer.from(part.value));
      }
      bytes = Buffer.concat(chunks);
    } catch {
      return { error: 'import.photoFetch' };
    }
    try {
      return await this.images.storeImage(bytes, this.folder);
    } catch (error) {
      // A link that serves something sharp cannot decode is the seller's bad photo, not a failed import.
      if (
        error instanceof AppError ||
        (error instanceof Error && /vips|png|jpe?g|webp|heif|gif|corrupt|input/i.test(error.message))
      )
        return { error: 'import.photoNotImage' };
      throw error;
    }
  }
}

/**
 * Uploading products from Excel (checklist SEL-05). The upload is answered at once; the file is
 * then read in the background in this process: every row is checked with `ProductBody` and the
 * editor's own rules, photos are fetched from their links, and the valid rows are written in one
 * transaction at the end, together with the report, so a crash halfway leaves nothing half-written.
 * A row whose stock code the shop already has updates that product; the others create one.
 */
export class ProductImportService {
  private readonly repo: ProductImportRepo;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly sellers: SellersService,
    private readonly editor: ProductEditorService,
    private readonly images: ImageStore,
    private readonly log: FastifyBaseLogger,
    /** Photo links to this machine or the internal network are refused unless this is set. */
    private readonly privateHostsAllowed: boolean,
  ) {
    this.repo = new ProductImportRepo(db);
  }

  /** The .xlsx template of a leaf category, headers in the request language. */
  async template(caller: Caller, query: ProductImportQuery, lang: Lang) {
    await this.sellers.actingShop(caller, query.shopId);
    const category = await this.leafCategory(query.categoryId);
    const fields = await this.editor.categoryFields(query.categoryId, lang);
    const name = slugify(pickLang(category.name, lang)) || String(category.id);
    return { fileName: `bazar-${name}.xlsx`, content: await importTemplate(fields, lang) };
  }

  /** Records the upload (status reading) and starts reading it; the caller polls `detail`. */
  async start(caller: Caller, query: ProductImportQuery, fileName: string, file: Buffer) {
    const shopId = await this.sellers.actingShop(caller, query.shopId);
    await this.leafCategory(query.categoryId);
    const row = await this.repo.insert({
      shopId,
      categoryId: query.categoryId,
      fileName: fileName.slice(0, 200) || 'products.xlsx',
      fileHash: createHash('sha256').update(file).digest('hex'),
      status: 'reading',
    });
    const job = this.read(row.id, shopId, query.categoryId, file)
      .catch(async (error) => {
        this.log.error({ err: error, importId: row.id }, 'product import failed');
        await this.repo
          .update(row.id, { status: 'failed', failure: 'error.internal', finishedAt: new Date() })
          .catch(() => undefined);
      })
      .finally(() => this.running.delete(job));
    this.running.add(job);
    return { id: row.id, status: row.status };
  }

  /** An import of the acting shop with one page of its report; another shop's import is not found. */
  async detail(
    caller: Caller,
    id: number,
    query: ProductImportReportQuery,
    lang: Lang,
  ): Promise<ProductImportDetail> {
    const shopId = await this.sellers.actingShop(caller, query.shopId);
    const row = await this.repo.ofShop(shopId, id);
    if (!row) throw notFound();
    const [summary] = await this.summaries([row], lang);
    if (!summary) throw notFound();
    const lines =
      query.outcome === 'all' ? row.report : row.report.filter((line) => line.outcome === 'refused');
    const start = (query.page - 1) * query.pageSize;
    return {
      ...summary,
      report: {
        items: lines.slice(start, start + query.pageSize).map((line) => ({
          row: line.row,
          outcome: line.outcome,
          cell: line.cell ?? null,
          reason: line.reason ? translate(line.reason, lang) : null,
          productId: line.productId ?? null,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: lines.length,
      },
    };
  }

  /** The acting shop's latest imports, newest first. */
  async recent(caller: Caller, shopId: number | undefined, lang: Lang): Promise<ProductImportSummary[]> {
    const shop = await this.sellers.actingShop(caller, shopId);
    await this.sweep();
    return this.summaries(await this.repo.recentOfShop(shop, 20), lang);
  }

  /** Marks imports that a dead process left reading as interrupted. */
  sweep(): Promise<void> {
    return this.repo.failStale(new Date(Date.now() - staleAfterMs), 'import.interrupted');
  }

  /** Waits for the imports being read (the app closes after them). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async summaries(
    rows: Omit<ProductImportRow, 'report'>[],
    lang: Lang,
  ): Promise<ProductImportSummary[]> {
    const names = new Map(
      (await this.repo.categoryNames([...new Set(rows.map((row) => row.categoryId))])).map((row) => [
        row.id,
        pickLang(row.name, lang),
      ]),
    );
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        categoryId: row.categoryId,
        categoryName: names.get(row.categoryId) ?? '',
        fileName: row.fileName,
        status: row.status,
        totalRows: row.totalRows,
        readRows: row.readRows,
        created: row.created,
        updated: row.updated,
        refused: row.refused,
        failure: row.failure ? translate(row.failure, lang) : null,
        sameFileAs: await this.repo.earlierWithHash(row.shopId, row.fileHash, row.id),
        createdAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      })),
    );
  }

  private async leafCategory(categoryId: number) {
    const category = await this.repo.category(categoryId);
    if (!category) throw new AppError('notFound', 'error.categoryNotFound');
    if (await this.repo.hasChildren(categoryId))
      throw new AppError('unprocessable', 'product.leafCategory', { categoryId: ['product.leafCategory'] });
    return category;
  }

  /** Reads, checks and writes one uploaded file; a file refused whole writes nothing. */
  private async read(importId: number, shopId: number, categoryId: number, file: Buffer): Promise<void> {
    const [az, en, ru] = await Promise.all(
      (['az', 'en', 'ru'] as const).map((lang) => this.editor.categoryFields(categoryId, lang)),
    );
    const outcome = await readImportFile(file, { az: az ?? [], en: en ?? [], ru: ru ?? [] });
    if (!outcome.ok) {
      await this.repo.update(importId, {
        status: 'failed',
        failure: outcome.failure,
        finishedAt: new Date(),
      });
      return;
    }
    const { rows } = outcome.file;
    await this.repo.update(importId, { totalRows: rows.length });

    const stockCodes = [
      ...new Set(rows.map((row) => String(row.values.stockCode ?? '').trim()).filter(Boolean)),
    ];
    const context: RowContext = {
      shopId,
      categoryId,
      fields: az ?? [],
      file: outcome.file,
      existing: await this.repo.existingByStockCode(shopId, stockCodes),
      photos: new PhotoFetcher(this.images, productPhotoFolder(shopId), this.privateHostsAllowed),
      seenStockCodes: new Set(),
      usedSlugs: new Set(rows.map((row) => String(row.values.slug ?? '').trim()).filter(Boolean)),
    };

    const report: ImportReportEntry[] = [];
    const refusedRows = new Set<number>();
    const refuse = (row: number, refusals: Refusal[]) => {
      refusedRows.add(row);
      const cells = new Set<string | null>();
      for (const refusal of refusals) {
        if (cells.has(refusal.cell)) continue;
        cells.add(refusal.cell);
        report.push({
          row,
          outcome: 'refused',
          ...(refusal.cell ? { cell: refusal.cell } : {}),
          reason: refusal.reason,
        });
      }
    };
    const checked: CheckedRow[] = [];
    for (let at = 0; at < rows.length; at += progressEvery) {
      const chunk = rows.slice(at, at + progressEvery);
      // The chunk's photos download together; the rows are then checked in order (stock codes and
      // slugs suggested from titles must be unique in the file).
      for (const row of chunk)
        for (const url of photoLinks(row)) if (isHttp(url)) context.photos.get(url).catch(() => undefined);
      for (const row of chunk) {
        const result = await this.checkRow(row, context);
        if ('refusals' in result) refuse(row.row, result.refusals);
        else checked.push(result);
      }
      await this.repo.update(importId, { readRows: at + chunk.length });
    }

    const written: number[] = [];
    let created = 0;
    let updated = 0;
    await this.repo.transaction(async (tx) => {
      for (const item of checked) {
        try {
          // Each row in its own savepoint: a row the database refuses leaves the others standing.
          const saved = await tx.transaction((row) =>
            item.productId === undefined
              ? this.editor.createIn(row as unknown as Database, shopId, item.body)
              : this.editor.updateIn(row as unknown as Database, shopId, item.productId, item.body),
          );
          if (item.productId === undefined) created += 1;
          else updated += 1;
          written.push(saved.id);
          report.push({
            row: item.row,
            outcome: item.productId === undefined ? 'created' : 'updated',
            productId: saved.id,
          });
        } catch (error) {
          refuse(item.row, this.writeRefusals(error, item.row, context.file));
        }
      }
      report.sort((a, b) => a.row - b.row);
      await ProductImportRepo.in(tx).update(importId, {
        status: 'done',
        readRows: rows.length,
        created,
        updated,
        refused: refusedRows.size,
        report,
        finishedAt: new Date(),
      });
    });
    if (written.length > 0) await indexForSearch(this.db, written);
  }

  /** One row as a product body, or why it cannot be one (every cell at fault, in column order). */
  private async checkRow(
    row: ImportSheetRow,
    context: RowContext,
  ): Promise<CheckedRow | { refusals: Refusal[] }> {
    const cellOf = (key: ImportColumnKey) => {
      const letter = context.file.letters.get(key);
      return letter ? `${letter}${row.row}` : null;
    };
    const text = (key: ImportColumnKey) => String(row.values[key] ?? '').trim();
    const refusals: Refusal[] = [];

    const stockCode = text('stockCode');
    const current: ExistingProduct | undefined = stockCode ? context.existing.get(stockCode) : undefined;
    if (stockCode) {
      if (context.seenStockCodes.has(stockCode))
        return { refusals: [{ cell: cellOf('stockCode'), reason: 'import.duplicateStockCode' }] };
      context.seenStockCodes.add(stockCode);
    }
    if (current?.hasVariants)
      return { refusals: [{ cell: cellOf('stockCode'), reason: 'import.hasVariants' }] };
    if (current && current.categoryId !== context.categoryId)
      return { refusals: [{ cell: cellOf('stockCode'), reason: 'import.otherCategory' }] };

    const links = photoLinks(row);
    let photos: string[] = [];
    if (links.length > productImportLimits.maxPhotosPerRow)
      refusals.push({ cell: cellOf('photos'), reason: 'product.tooManyPhotos' });
    else if (links.length === 0 && current) photos = current.photos;
    else
      for (const url of links) {
        if (!isHttp(url)) {
          refusals.push({ cell: cellOf('photos'), reason: 'import.photoUrl' });
          break;
        }
        const photo = await context.photos.get(url);
        if ('error' in photo) {
          refusals.push({ cell: cellOf('photos'), reason: photo.error });
          break;
        }
        if (!photos.includes(photo.path)) photos.push(photo.path);
      }

    const properties: Record<string, string> = {};
    for (const field of context.fields) properties[field.name] = text(`field:${field.name}`);
    const fieldNames = new Set(context.fields.map((field) => field.name));
    const characteristics = current
      ? Object.entries(current.properties)
          .filter(([name]) => !fieldNames.has(name))
          .map(([name, value]) => ({ name, value }))
      : [];
    const title = text('title');
    const input: ProductBodyInput = {
      categoryId: context.categoryId,
      title,
      slug: text('slug') || current?.slug || (await this.suggestSlug(title, stockCode, context.usedSlugs)),
      model: text('model'),
      manufacturer: text('manufacturer'),
      stockCode,
      count: row.values.count,
      price: row.values.price,
      discountedPrice: row.values.discountedPrice,
      description: descriptionOf(text('description')),
      youtubeUrl: text('youtubeUrl'),
      properties,
      characteristics,
      photos,
    };
    const parsed = ProductBody.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        refusals.push({
          cell: cellOfPath(issue.path, context.file, row.row),
          reason: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
        });
    for (const [name, reason] of Object.entries(propertyErrors(context.fields, properties)))
      refusals.push({ cell: cellOf(`field:${name}`), reason });
    if (refusals.length > 0 || !parsed.success) {
      const order = (refusal: Refusal) =>
        refusal.cell ? columnOrder(refusal.cell) : Number.MAX_SAFE_INTEGER;
      return { refusals: refusals.sort((a, b) => order(a) - order(b)) };
    }
    return { row: row.row, body: parsed.data, productId: current?.id };
  }

  /** A free address for a new product from its title (or stock code), unique in the file and the catalogue. */
  private async suggestSlug(title: string, stockCode: string, used: Set<string>): Promise<string> {
    const base = (slugify(title) || slugify(stockCode) || 'product').slice(0, 100);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (used.has(candidate) || (await this.repo.slugTaken(candidate))) continue;
      used.add(candidate);
      return candidate;
    }
  }

  /** The editor's refusal of a row (its checks against the database) as cells of the sheet. */
  private writeRefusals(error: unknown, row: number, file: ReadImportFile): Refusal[] {
    if (error instanceof AppError && error.kind === 'unprocessable') {
      const entries = Object.entries(error.fieldErrors ?? {});
      if (entries.length === 0) return [{ cell: null, reason: error.code }];
      return entries.map(([field, keys]) => ({
        cell: cellOfPath(field.split('.'), file, row),
        reason: keys[0] ?? error.code,
      }));
    }
    if (error instanceof AppError && error.kind === 'notFound') return [{ cell: null, reason: error.code }];
    const constraint = uniqueViolation(error);
    if (constraint?.includes('slug'))
      return [{ cell: cellOfPath(['slug'], file, row), reason: 'product.slugTaken' }];
    if (constraint?.includes('stock_code'))
      return [{ cell: cellOfPath(['stockCode'], file, row), reason: 'product.stockCodeTaken' }];
    throw error;
  }
}

interface RowContext {
  shopId: number;
  categoryId: number;
  fields: CategoryField[];
  file: ReadImportFile;
  existing: Map<string, ExistingProduct>;
  photos: PhotoFetcher;
  seenStockCodes: Set<string>;
  usedSlugs: Set<string>;
}

const isHttp = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);

/** The photo cell's links: separated by spaces, commas or line breaks. */
function photoLinks(row: ImportSheetRow): string[] {
  return String(row.values.photos ?? '')
    .split(/[\s,]+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

/** The cell of a body field (`price`, `properties.Rəng`, `photos.0`) in a row; null for what has no column. */
function cellOfPath(path: PropertyKey[], file: ReadImportFile, row: number): string | null {
  const [head, next] = path;
  let key: ImportColumnKey | undefined;
  if (head === 'properties' && typeof next === 'string') key = `field:${next}`;
  else if (typeof head === 'string' && (productImportColumns as readonly string[]).includes(head))
    key = head as ImportColumnKey;
  const letter = key ? file.letters.get(key) : undefined;
  return letter ? `${letter}${row}` : null;
}

/** A cell reference's column as a number, to list a row's refusals left to right. */
function columnOrder(cell: string): number {
  const letters = /^[A-Z]+/.exec(cell)?.[0] ?? '';
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
}
