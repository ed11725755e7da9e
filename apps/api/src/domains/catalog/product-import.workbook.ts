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

/** A column of the template: one of the product's own, or a dynamic field of the category by name. */
export type ImportColumnKey = ProductImportColumn | `field:${string}`;

/** A data row as read: its sheet row number and the cell values by column (numbers stay numbers). */
export interface ImportSheetRow {
  row: number;
  values: Partial<Record<ImportColumnKey, string | number>>;
}

export interface ReadImportFile {
  rows: ImportSheetRow[];
  /** The letter of each column as the file has it, for cell references (`F12`). */
  letters: Map<ImportColumnKey, string>;
}

const languages: Lang[] = ['az', 'en', 'ru'];
const requiredMark = ' *';
const lastDataRow = productImportLimits.maxRows + 1;

/** The letter of a 1-based column number: 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A header as the seller may have left it: any case, spaces, with or without the required mark. */
const headerKey = (text: string) =>
  text
    .replace(/\*+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('az');

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

/** A cell's value as text or a number, whatever Excel kept in it (rich text, links, formulas, dates). */
function cellValue(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return cellValue((value.text as ExcelJS.CellValue) ?? value.hyperlink);
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('sharedFormula' in value) return undefined;
  return undefined;
}

export type ReadOutcome = { ok: true; file: ReadImportFile } | { ok: false; failure: MessageKey };

/**
 * Reads an uploaded file against the category's fields (their labels in every language, so a
 * template downloaded in Russian may come back to an Azerbaijani page). A file that is not an
 * .xlsx, whose header does not match the template, or with more than 5,000 rows is refused whole.
 */
export async function readImportFile(
  buffer: Buffer,
  fieldsByLang: Record<Lang, CategoryField[]>,
): Promise<ReadOutcome> {
  // An .xlsx is a zip: anything else (a CSV, an old .xls, a picture) is the wrong type.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50)
    return { ok: false, failure: 'import.fileType' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { ok: false, failure: 'import.unreadable' };
  }
  const sheetNames = new Set(languages.map((lang) => headerKey(translate('import.sheet.products', lang))));
  const sheet =
    workbook.worksheets.find((candidate) => sheetNames.has(headerKey(candidate.name))) ??
    workbook.worksheets[0];
  if (!sheet) return { ok: false, failure: 'import.wrongHeaders' };

  const known = new Map<string, ImportColumnKey>();
  for (const lang of languages) {
    for (const key of productImportColumns)
      known.set(headerKey(translate(`import.column.${key}`, lang)), key);
    for (const field of fieldsByLang[lang]) {
      known.set(headerKey(field.label), `field:${field.name}`);
      known.set(headerKey(field.name), `field:${field.name}`);
    }
  }
  const letters = new Map<ImportColumnKey, string>();
  const positions = new Map<number, ImportColumnKey>();
  const header = sheet.getRow(1);
  for (let column = 1; column <= header.cellCount; column++) {
    const text = cellValue(header.getCell(column).value);
    if (text === undefined) continue;
    const key = known.get(headerKey(String(text)));
    if (!key || letters.has(key)) return { ok: false, failure: 'import.wrongHeaders' };
    letters.set(key, columnLetter(column));
    positions.set(column, key);
  }
  const expected: ImportColumnKey[] = [
    ...productImportColumns,
    ...fieldsByLang.az.map((field) => `field:${field.name}` as const),
  ];
  if (expected.some((key) => !letters.has(key))) return { ok: false, failure: 'import.wrongHeaders' };

  const rows: ImportSheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const values: ImportSheetRow['values'] = {};
    for (const [column, key] of positions) {
      const value = cellValue(row.getCell(column).value);
      if (value !== undefined) values[key] = value;
    }
    if (Object.keys(values).length === 0) return;
    if (rows.length >= productImportLimits.maxRows) tooMany = true;
    else rows.push({ row: number, values });
  });
  if (tooMany) return { ok: false, failure: 'import.tooManyRows' };
  return { ok: true, file: { rows, letters } };
}
