/**
 * What the import's reader thread and the import job share about a sheet: its columns, its rows
 * and the messages between them. The reader runs this file as Node loads it (types stripped), so
 * it imports types only and holds types and plain functions.
 */
import type { MessageKey, ProductImportColumn } from '@bazar/contracts';

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

/** The file's rows, or the message key of why the whole file is refused. */
export type ReadOutcome = { ok: true; file: ReadImportFile } | { ok: false; failure: MessageKey };

/** What the reader thread is given: the file and the template it must match. */
export interface ReaderInput {
  file: string;
  /** The products sheet's name in every language. */
  sheetNames: string[];
  /** Every header the template may have (in any language, or a field's name) and its column. */
  headers: [string, ImportColumnKey][];
  /** The columns the header must have. */
  required: ImportColumnKey[];
  maxRows: number;
}

/** The letter of a 1-based column number: 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A header as the seller may have left it: any case, spaces, with or without the required mark. */
export const headerKey = (text: string) =>
  text
    .replace(/\*+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('az');
