// ../api/src/domains/listings/product-import.reader.ts
import { open } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import ExcelJS from "exceljs";

// ../api/src/domains/listings/product-import.sheet.ts
function columnLetter(column) {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + (n - 1) % 26) + letters;
  return letters;
}
var headerKey = (text) => text.replace(/\*+\s*$/, "").replace(/\s+/g, " ").trim().toLocaleLowerCase("az");

// ../api/src/domains/listings/product-import.reader.ts
function cellValue(value) {
  if (value === null || value === void 0) return void 0;
  if (typeof value === "number") return Number.isFinite(value) ? value : void 0;
  if (typeof value === "string") return value.trim() === "" ? void 0 : value.trim();
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return cellValue(value.richText.map((part) => part.text).join(""));
  if ("hyperlink" in value) return cellValue(value.text ?? value.hyperlink);
  if ("result" in value) return cellValue(value.result);
  return void 0;
}
async function isZip(file) {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.readUInt32LE(0) === 67324752;
  } finally {
    await handle.close();
  }
}
async function readSheet(sheet, input) {
  const known = new Map(input.headers.map(([text, key]) => [headerKey(text), key]));
  const letters = /* @__PURE__ */ new Map();
  const positions = /* @__PURE__ */ new Map();
  const rows = [];
  let header = false;
  for await (const row of sheet) {
    if (!header) {
      if (row.number !== 1) return { ok: false, failure: "import.wrongHeaders" };
      header = true;
      for (let column = 1; column <= row.cellCount; column++) {
        const text = cellValue(row.getCell(column).value);
        if (text === void 0) continue;
        const key = known.get(headerKey(String(text)));
        if (!key || letters.has(key)) return { ok: false, failure: "import.wrongHeaders" };
        letters.set(key, columnLetter(column));
        positions.set(column, key);
      }
      if (input.required.some((key) => !letters.has(key)))
        return { ok: false, failure: "import.wrongHeaders" };
      continue;
    }
    const values = {};
    for (const [column, key] of positions) {
      const value = cellValue(row.getCell(column).value);
      if (value !== void 0) values[key] = value;
    }
    if (Object.keys(values).length === 0) continue;
    if (rows.length >= input.maxRows) return { ok: false, failure: "import.tooManyRows" };
    rows.push({ row: row.number, values });
  }
  if (!header) return { ok: false, failure: "import.wrongHeaders" };
  return { ok: true, file: { rows, letters } };
}
async function readPicked(input, pick) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input.file, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore"
  });
  let index = 0;
  for await (const sheet of workbook)
    if (pick(sheet.name, index++)) return readSheet(sheet, input);
  return void 0;
}
async function read(input) {
  if (!await isZip(input.file)) return { ok: false, failure: "import.fileType" };
  const names = new Set(input.sheetNames.map(headerKey));
  try {
    return await readPicked(input, (name) => names.has(headerKey(name))) ?? await readPicked(input, (_name, index) => index === 0) ?? {
      ok: false,
      failure: "import.wrongHeaders"
    };
  } catch {
    return { ok: false, failure: "import.unreadable" };
  }
}
parentPort?.postMessage(await read(workerData));
//# sourceMappingURL=product-import-reader.mjs.map
