/**
 * The import's reader thread (node:worker_threads): streams an uploaded .xlsx from disk, checks
 * it against the category's template and answers its rows, so unzipping and parsing a large file
 * never holds up the requests of the process. Node runs this file as it is (types stripped):
 * it imports nothing of the app but the sheet helpers.
 */
import { open } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import {
  columnLetter,
  headerKey,
  type ImportColumnKey,
  type ImportSheetRow,
  type ReaderInput,
  type ReadOutcome,
} from './product-import.sheet.ts';

type SheetReader = AsyncIterable<ExcelJS.Row> & { name: string };

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
  return undefined;
}

/** An .xlsx is a zip: anything else (a CSV, an old .xls, a picture) is the wrong type. */
async function isZip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/** The rows of one sheet, or why they do not fit the template; the header must be its first row. */
async function readSheet(sheet: SheetReader, input: ReaderInput): Promise<ReadOutcome> {
  const known = new Map(input.headers.map(([text, key]) => [headerKey(text), key]));
  const letters = new Map<ImportColumnKey, string>();
  const positions = new Map<number, ImportColumnKey>();
  const rows: ImportSheetRow[] = [];
  let header = false;
  for await (const row of sheet) {
    if (!header) {
      if (row.number !== 1) return { ok: false, failure: 'import.wrongHeaders' };
      header = true;
      for (let column = 1; column <= row.cellCount; column++) {
        const text = cellValue(row.getCell(column).value);
        if (text === undefined) continue;
        const key = known.get(headerKey(String(text)));
        if (!key || letters.has(key)) return { ok: false, failure: 'import.wrongHeaders' };
        letters.set(key, columnLetter(column));
        positions.set(column, key);
      }
      if (input.required.some((key) => !letters.has(key)))
        return { ok: false, failure: 'import.wrongHeaders' };
      continue;
    }
    const values: ImportSheetRow['values'] = {};
    for (const [column, key] of positions) {
      const value = cellValue(row.getCell(column).value);
      if (value !== undefined) values[key] = value;
    }
    if (Object.keys(values).length === 0) continue;
    if (rows.length >= input.maxRows) return { ok: false, failure: 'import.tooManyRows' };
    rows.push({ row: row.number, values });
  }
  if (!header) return { ok: false, failure: 'import.wrongHeaders' };
  return { ok: true, file: { rows, letters } };
}

/** The first sheet that `pick` takes, read as the template's products sheet; undefined when none is. */
async function readPicked(
  input: ReaderInput,
  pick: (name: string, index: number) => boolean,
): Promise<ReadOutcome | undefined> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input.file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let index = 0;
  for await (const sheet of workbook as unknown as AsyncIterable<SheetReader>)
    if (pick(sheet.name, index++)) return readSheet(sheet, input);
  return undefined;
}

/**
 * The products sheet by its name in any language, else the first sheet (a second pass: a stream
 * cannot look ahead for the name).
 */
async function read(input: ReaderInput): Promise<ReadOutcome> {
  if (!(await isZip(input.file))) return { ok: false, failure: 'import.fileType' };
  const names = new Set(input.sheetNames.map(headerKey));
  try {
    return (
      (await readPicked(input, (name) => names.has(headerKey(name)))) ??
      (await readPicked(input, (_name, index) => index === 0)) ?? {
        ok: false,
        failure: 'import.wrongHeaders',
      }
    );
  } catch {
    return { ok: false, failure: 'import.unreadable' };
  }
}

parentPort?.postMessage(await read(workerData as ReaderInput));
