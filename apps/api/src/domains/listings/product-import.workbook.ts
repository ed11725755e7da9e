import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type CategoryField,
  type Lang,
  type MessageKey,
  type ProductImportColumn,
  productImportColumns,
  productImportLimits,
  requiredImportColumns,
  translate,
} from '@bazar/contracts';
import ExcelJS from 'exceljs';
import { columnLetter, type ReaderInput, type ReadOutcome } from './product-import.sheet';

const languages: Lang[] = ['az', 'en', 'ru'];
const requiredMark = ' *';
const lastDataRow = productImportLimits.maxRows + 1;
/** The reader thread's heap: a file that unzips into more is refused, the process stays up. */
const readerHeapMb = 512;

/**
 * The upload template of a leaf category: a "Products" sheet with one column per product field and
 * per dynamic field of the category (required ones marked with *, a note on each header), a list
 * to pick from for select fields, and a "Values" sheet with every select field's allowed values.
 * No example row is written, so an untouched template imports nothing.
 */
export async function importTemplate(fields: CategoryField[], lang: Lang): Promise<Buffer> {
  const t = (key: MessageKey) => translate(key, lang);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bazar';
  const sheet = workbook.addWorksheet(t('import.sheet.products'));
  const selects = fields.filter((field) => field.kind === 'select' && field.options.length > 0);
  const values = selects.length > 0 ? workbook.addWorksheet(t('import.sheet.values')) : undefined;

  const widths: Partial<Record<ProductImportColumn, number>> = { title: 40, description: 50, photos: 60 };
  const columns = [
    ...productImportColumns.map((key) => ({
      header: t(`import.column.${key}`) + (requiredImportColumns.includes(key) ? requiredMark : ''),
      width: widths[key] ?? 18,
      note: key === 'slug' ? t('import.hint.slug') : key === 'photos' ? t('import.hint.photos') : undefined,
      required: requiredImportColumns.includes(key),
    })),
    ...fields.map((field) => ({
      header: field.label + (field.required ? requiredMark : ''),
      width: 22,
      note: field.kind === 'select' && field.options.length > 0 ? t('import.hint.select') : undefined,
      required: field.required,
    })),
  ];
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: column.required ? 'FFFDE68A' : 'FFE5E7EB' },
    };
    const note = [column.required ? t('import.requiredMark') : '', column.note ?? '']
      .filter(Boolean)
      .join('. ');
    if (note) cell.note = note;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Stock codes, slugs and links are text even when they look like numbers.
  for (const key of ['stockCode', 'slug', 'youtubeUrl', 'photos'] as const)
    sheet.getColumn(productImportColumns.indexOf(key) + 1).numFmt = '@';

  const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: object): void } })
    .dataValidations;
  selects.forEach((field, index) => {
    if (!values) return;
    const valuesColumn = columnLetter(index + 1);
    values.getCell(`${valuesColumn}1`).value = field.label;
    values.getCell(`${valuesColumn}1`).font = { bold: true };
    values.getColumn(index + 1).width = Math.max(16, field.label.length + 2);
    field.options.forEach((option, at) => {
      values.getCell(`${valuesColumn}${at + 2}`).value = option;
    });
    const column = columnLetter(productImportColumns.length + fields.indexOf(field) + 1);
    const sheetName = values.name.replace(/'/g, "''");
    validations.add(`${column}2:${column}${lastDataRow}`, {
      type: 'list',
      allowBlank: !field.required,
      formulae: [`'${sheetName}'!$${valuesColumn}$2:$${valuesColumn}$${field.options.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      error: translate('product.fieldOption', lang),
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The reader thread's script: beside this module from source, or beside the bundled server. */
function readerScript(): URL {
  const source = new URL('./product-import.reader.ts', import.meta.url);
  return existsSync(fileURLToPath(source)) ? source : new URL('./product-import-reader.mjs', import.meta.url);
}

/**
 * Reads an uploaded file against the category's fields (their labels in every language, so a
 * template downloaded in Russian may come back to an Azerbaijani page), in a thread of its own.
 * A file that is not an .xlsx, whose header does not match the template, or with more than 5,000
 * rows is refused whole. `signal` stops the thread (the app is stopping).
 */
export function readImportFile(
  file: string,
  fieldsByLang: Record<Lang, CategoryField[]>,
  signal: AbortSignal,
): Promise<ReadOutcome> {
  const headers: ReaderInput['headers'] = [];
  for (const lang of languages) {
    for (const key of productImportColumns) headers.push([translate(`import.column.${key}`, lang), key]);
    for (const field of fieldsByLang[lang])
      headers.push([field.label, `field:${field.name}`], [field.name, `field:${field.name}`]);
  }
  const input: ReaderInput = {
    file,
    sheetNames: languages.map((lang) => translate('import.sheet.products', lang)),
    headers,
    required: [...productImportColumns, ...fieldsByLang.az.map((field) => `field:${field.name}` as const)],
    maxRows: productImportLimits.maxRows,
  };
  return new Promise<ReadOutcome>((resolve, reject) => {
    signal.throwIfAborted();
    const worker = new Worker(readerScript(), {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: readerHeapMb },
    });
    const settle = () => {
      signal.removeEventListener('abort', stop);
      void worker.terminate();
    };
    const stop = () => {
      settle();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.once('message', (outcome: ReadOutcome) => {
      settle();
      resolve(outcome);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle();
      // A file that unzips into more than the thread may hold (a zip bomb) is refused, not retried.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ ok: false, failure: 'import.unreadable' });
      else reject(error);
    });
    worker.once('exit', (code) => reject(new Error(`the import reader stopped with code ${code}`)));
  });
}
