import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
import type { JobQueue } from '../../jobs/job-queue';
import type { ImageStore } from '../../media/image-store';
import { fetchableLink } from '../../media/public-link';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { indexForSearch } from '../search';
import type { SellersService } from '../sellers';
import type { ProductEditorService } from './product-editor.service';
import {
  type ExistingProduct,
  type ImportLine,
  ProductImportRepo,
  type ProductImportRow,
} from './product-import.repo';
import type { ImportColumnKey, ImportSheetRow, ReadImportFile } from './product-import.sheet';
import { importTemplate, readImportFile } from './product-import.workbook';

/** Rows checked between two progress writes (their photos are fetched together). */
const progressEvery = 50;
/** Photo links fetched at the same time. */
const photoDownloads = 6;
export const importQueue = 'product-import';
/** Where an import goes when its last try failed or its worker died for good: it is marked failed. */
const importFailedQueue = 'product-import-failed';

interface ImportJob {
  importId: number;
}

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
    /** Stops the downloads when the import stops (the app is stopping). */
    private readonly signal: AbortSignal,
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
        signal: AbortSignal.any([AbortSignal.timeout(productImportLimits.photoTimeoutMs), this.signal]),
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

export interface ProductImportDeps {
  db: Database;
  sellers: SellersService;
  editor: ProductEditorService;
  images: ImageStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Where uploaded files wait for their import (DATA_DIR/imports). */
  importsDir: string;
  /** Photo links to this machine or the internal network are refused unless this is set. */
  privateHostsAllowed: boolean;
  /** Waits until the requests of the process have had their turn: the import gives way after each step of a row. */
  giveWay: () => Promise<void>;
}

/**
 * Uploading products from Excel (checklist SEL-05). The upload is kept in DATA_DIR/imports and
 * answered at once; a job of the queue then reads it in a thread of its own, checks every row with
 * `ProductBody` and the editor's own rules, fetches photos from their links and writes each valid
 * row in its own transaction together with its report line, recording the progress as it goes.
 * A row whose stock code the shop already has updates that product; the others create one. An
 * import cut short by a restart is taken up again by the queue after the last row reported; one
 * whose tries are spent is marked failed.
 */
export class ProductImportService {
  private readonly repo: ProductImportRepo;
  private readonly db: Database;

  constructor(private readonly deps: ProductImportDeps) {
    this.db = deps.db;
    this.repo = new ProductImportRepo(deps.db);
    deps.jobs.define<ImportJob>({
      name: importFailedQueue,
      work: (job) => this.interrupted(job.data.importId),
    });
    deps.jobs.define<ImportJob>({
      name: importQueue,
      queue: {
        // A restart costs a try too: an import is tried again a second after it stopped.
        retryLimit: 5,
        retryDelay: 1,
        // A worker that stops beating for 30 s died: its import goes back to the queue.
        heartbeatSeconds: 30,
        expireInSeconds: 4 * 60 * 60,
        deadLetter: importFailedQueue,
      },
      work: (job, signal) => this.read(job.data.importId, signal),
    });
  }

  /** The .xlsx template of a leaf category, headers in the request language. */
  async template(caller: Caller, query: ProductImportQuery, lang: Lang) {
    await this.deps.sellers.actingShop(caller, query.shopId);
    const category = await this.leafCategory(query.categoryId);
    const fields = await this.deps.editor.categoryFields(query.categoryId, lang);
    const name = slugify(pickLang(category.name, lang)) || String(category.id);
    return { fileName: `bazar-${name}.xlsx`, content: await importTemplate(fields, lang) };
  }

  /**
   * Keeps the upload and queues its import (status reading) in one transaction; the caller polls
   * `detail`.
   */
  async start(caller: Caller, query: ProductImportQuery, fileName: string, file: Buffer) {
    const shopId = await this.deps.sellers.actingShop(caller, query.shopId);
    await this.leafCategory(query.categoryId);
    let kept: string | undefined;
    try {
      const row = await this.repo.transaction(async (tx) => {
        const inserted = await ProductImportRepo.in(tx).insert({
          shopId,
          categoryId: query.categoryId,
          fileName: fileName.slice(0, 200) || 'products.xlsx',
          fileHash: createHash('sha256').update(file).digest('hex'),
          status: 'reading',
        });
        kept = this.fileOf(inserted.id);
        await mkdir(this.deps.importsDir, { recursive: true });
        await writeFile(kept, file);
        await this.deps.jobs.send<ImportJob>(importQueue, { importId: inserted.id }, tx);
        return inserted;
      });
      return { id: row.id, status: row.status };
    } catch (error) {
      if (kept) await rm(kept, { force: true });
      throw error;
    }
  }

  /** An import of the acting shop with one page of its report; another shop's import is not found. */
  async detail(
    caller: Caller,
    id: number,
    query: ProductImportReportQuery,
    lang: Lang,
  ): Promise<ProductImportDetail> {
    const shopId = await this.deps.sellers.actingShop(caller, query.shopId);
    const row = await this.repo.ofShop(shopId, id);
    if (!row) throw notFound();
    const [summary] = await this.summaries([row], lang);
    if (!summary) throw notFound();
    const lines = await this.repo.reportPage(row.id, query.outcome === 'refused', {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      ...summary,
      report: {
        items: lines.items.map((line) => ({
          row: line.row,
          outcome: line.outcome,
          cell: line.cell,
          reason: line.reason ? translate(line.reason, lang) : null,
          productId: line.productId,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: lines.total,
      },
    };
  }

  /** The acting shop's latest imports, newest first. */
  async recent(caller: Caller, shopId: number | undefined, lang: Lang): Promise<ProductImportSummary[]> {
    const shop = await this.deps.sellers.actingShop(caller, shopId);
    return this.summaries(await this.repo.recentOfShop(shop, 20), lang);
  }

  private async summaries(rows: ProductImportRow[], lang: Lang): Promise<ProductImportSummary[]> {
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

  private fileOf(importId: number): string {
    return path.join(this.deps.importsDir, `${importId}.xlsx`);
  }

  /**
   * The import job: reads the kept file, then checks and writes its rows after the last one
   * reported (all of them the first time). A file refused whole writes nothing.
   */
  private async read(importId: number, signal: AbortSignal): Promise<void> {
    const current = await this.repo.byId(importId);
    if (current?.status !== 'reading') return;
    const { shopId, categoryId } = current;
    const [az, en, ru] = await Promise.all(
      (['az', 'en', 'ru'] as const).map((lang) => this.deps.editor.categoryFields(categoryId, lang)),
    );
    const fields = { az: az ?? [], en: en ?? [], ru: ru ?? [] };
    const outcome = await readImportFile(this.fileOf(importId), fields, signal);
    if (!outcome.ok) return this.finish(importId, { status: 'failed', failure: outcome.failure });
    const { rows } = outcome.file;
    const reported = await this.repo.lastReportedRow(importId);
    const resumeAt = rows.findIndex((row) => row.row > reported);
    const start = resumeAt === -1 ? rows.length : resumeAt;
    const counts = await this.repo.outcomeCounts(importId);
    await this.repo.update(importId, { totalRows: rows.length, readRows: start, ...counts });
    // An earlier try may have stopped between writing rows and indexing them for search.
    if (start > 0) await indexForSearch(this.db, await this.repo.reportedProducts(importId));

    const stockCodeOf = (row: ImportSheetRow) => String(row.values.stockCode ?? '').trim();
    const context: RowContext = {
      shopId,
      categoryId,
      fields: fields.az,
      file: outcome.file,
      existing: await this.repo.existingByStockCode(shopId, [
        ...new Set(rows.slice(start).map(stockCodeOf).filter(Boolean)),
      ]),
      photos: new PhotoFetcher(
        this.deps.images,
        productPhotoFolder(shopId),
        this.deps.privateHostsAllowed,
        signal,
      ),
      // Rows before `start` were reported by an earlier try: their stock codes are taken in the file.
      seenStockCodes: new Set(rows.slice(0, start).map(stockCodeOf).filter(Boolean)),
      usedSlugs: new Set(rows.map((row) => String(row.values.slug ?? '').trim()).filter(Boolean)),
    };

    for (let at = start; at < rows.length; at += progressEvery) {
      const chunk = rows.slice(at, at + progressEvery);
      // The chunk's photos download together; the rows are then checked in order (stock codes and
      // slugs suggested from titles must be unique in the file).
      for (const row of chunk)
        for (const url of photoLinks(row)) if (isHttp(url)) context.photos.get(url).catch(() => undefined);
      const written: number[] = [];
      for (const row of chunk) {
        await this.deps.giveWay();
        const checked = await this.checkRow(row, context);
        // A photo whose download the stop cut short is no fault of the row: nothing is reported.
        signal.throwIfAborted();
        await this.deps.giveWay();
        const saved = 'refusals' in checked ? checked : await this.write(importId, checked, context);
        if ('refusals' in saved) {
          await this.repo.insertLines(importId, refusalLines(row.row, saved.refusals));
          counts.refused += 1;
          continue;
        }
        written.push(saved.productId);
        if (saved.updated) counts.updated += 1;
        else counts.created += 1;
      }
      await this.repo.update(importId, { readRows: at + chunk.length, ...counts });
      if (written.length > 0) await indexForSearch(this.db, written);
    }
    await this.finish(importId, { status: 'done', readRows: rows.length, ...counts });
  }

  /**
   * Writes one checked row and its report line in one transaction; answers the product's id, or
   * the database's refusal of the row (a slug or stock code taken meanwhile).
   */
  private async write(
    importId: number,
    item: CheckedRow,
    context: RowContext,
  ): Promise<{ productId: number; updated: boolean } | { refusals: Refusal[] }> {
    const updated = item.productId !== undefined;
    try {
      return await this.repo.transaction(async (tx) => {
        const saved =
          item.productId === undefined
            ? await this.deps.editor.createIn(tx, context.shopId, item.body)
            : await this.deps.editor.updateIn(tx, context.shopId, item.productId, item.body);
        await ProductImportRepo.in(tx).insertLines(importId, [
          { row: item.row, outcome: updated ? 'updated' : 'created', productId: saved.id },
        ]);
        return { productId: saved.id, updated };
      });
    } catch (error) {
      return { refusals: this.writeRefusals(error, item.row, context.file) };
    }
  }

  /** Ends an import and lets its file go. */
  private async finish(
    importId: number,
    outcome: Pick<Partial<ProductImportRow>, 'readRows' | 'created' | 'updated' | 'refused' | 'failure'> & {
      status: 'done' | 'failed';
    },
  ): Promise<void> {
    await this.repo.update(importId, { ...outcome, finishedAt: new Date() });
    await rm(this.fileOf(importId), { force: true });
  }

  /** An import whose tries are spent (or whose worker kept dying): failed, with what it wrote. */
  private async interrupted(importId: number): Promise<void> {
    const current = await this.repo.byId(importId);
    if (current?.status !== 'reading') return;
    this.deps.log.error({ importId }, 'product import gave up after its last try');
    await this.finish(importId, {
      status: 'failed',
      failure: 'import.interrupted',
      ...(await this.repo.outcomeCounts(importId)),
    });
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

/** A refused row's report lines: one per cell at fault, in the order found. */
function refusalLines(row: number, refusals: Refusal[]): ImportLine[] {
  const cells = new Set<string | null>();
  return refusals.flatMap((refusal) => {
    if (cells.has(refusal.cell)) return [];
    cells.add(refusal.cell);
    return [{ row, outcome: 'refused' as const, cell: refusal.cell, reason: refusal.reason }];
  });
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
