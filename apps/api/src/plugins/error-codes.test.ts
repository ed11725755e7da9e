import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ErrorCode, errorCodes, loadAllMessages, statusesOf } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, type ErrorKind } from './errors';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(srcDir, file), 'utf8');
/** The API's own code: every .ts under src but the tests and their helpers. */
const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'))
  .map((file) => ({ file, text: read(file) }));
const messageKeys = Object.keys((await loadAllMessages()).az);

/**
 * The message keys written in a piece of code: quoted ones, and for a template such as
 * `stats.rangeTooLong.${by}` every key it can make.
 */
function keysIn(code: string): string[] {
  const quoted = [...code.matchAll(/'([A-Za-z]\w*(?:\.\w+)+)'/g)].map((match) => match[1] ?? '');
  const templated = [...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].flatMap((match) =>
    messageKeys.filter((key) => key.startsWith(match[1] ?? '')),
  );
  return [...quoted, ...templated];
}

/**
 * AppErrors whose code is a variable, by file, kind and expression: where the codes it takes are
 * written (a file, `srcDir`-relative, and the pieces of it that hold them).
 */
const indirect: Record<string, { file: string; pieces: RegExp } | null> = {
  'domains/catalog/categories-admin.service.ts conflict code': {
    file: 'domains/catalog/categories-admin.service.ts',
    pieces: /\bconflict\([^)]*\)/g,
  },
  // Approving a credit request: the first change found among its lines (`mark(index, key)`).
  'domains/credit-requests/credit-requests.service.ts conflict first': {
    file: 'domains/credit-requests/credit-requests.service.ts',
    pieces: /mark\(index, '[\w.]+'\)/g,
  },
  'media/image-store.ts unprocessable code': {
    file: 'media/image-store.ts',
    pieces: /imageRefused\([^)]*\)/g,
  },
  // The `tooLarge` message of every uploadedFile caller.
  'media/uploaded-file.ts unprocessable rules.tooLarge': { file: '*', pieces: /tooLarge: '[^']*'/g },
  // Deleting an account with a wrong SMS code: PhoneCodes' field message becomes the code.
  'domains/privacy/account-erasure.ts badRequest key': {
    file: 'domains/notifications/phone-codes.ts',
    pieces: /codeError\([^;]*\)/g,
  },
  'domains/privacy/account-erasure.ts forbidden key': {
    file: 'domains/privacy/account-erasure.ts',
    pieces: /const key: MessageKey = [^;]*/g,
  },
  // `rangeProblem` of the contracts: a reversed or too long date range.
  'domains/orders/orders-admin.service.ts unprocessable problem.key': {
    file: '../../../packages/contracts/src/seller-sales.ts',
    pieces: /return \{ field: [^}]*\}/g,
  },
  'domains/orders/seller-sales.service.ts unprocessable problem.key': {
    file: '../../../packages/contracts/src/seller-sales.ts',
    pieces: /return \{ field: [^}]*\}/g,
  },
  // A rate limit's refusal, passed to `consume`: collected from its callers below.
  'plugins/rate-limits.ts rateLimited code': null,
};

/** The codes written where an `indirect` entry points. */
function followed(source: { file: string; pieces: RegExp } | null | undefined): string[] {
  if (!source) return [];
  const texts = source.file === '*' ? sources.map((each) => each.text) : [read(source.file)];
  return texts.flatMap((text) => text.match(source.pieces) ?? []).flatMap(keysIn);
}

interface Answer {
  code: string;
  /** Undefined where the kind is not written out. */
  status?: number;
  where: string;
}

const statusOf = (kind: string) => new AppError(kind as ErrorKind, 'error.internal').status;

/** Every code the API source answers with, each with its status and where it is said. */
function answers(): { found: Answer[]; unfollowed: string[] } {
  const found: Answer[] = [];
  const unfollowed: string[] = [];
  for (const { file, text } of sources) {
    // new AppError(kind, code, ...): the code is a literal, a ternary of literals or a variable.
    for (const match of text.matchAll(/new AppError\(\s*([^,]+?),\s*([^,)]+?)\s*[,)]/g)) {
      const [, kindText = '', codeText = ''] = match;
      const kind = /^'(\w+)'$/.exec(kindText)?.[1];
      const status = kind === undefined ? undefined : statusOf(kind);
      let codes = keysIn(codeText);
      if (codes.length === 0) {
        const site = `${file} ${kind ?? kindText} ${codeText}`;
        if (!(site in indirect)) unfollowed.push(site);
        codes = followed(indirect[site]);
      }
      for (const code of codes) found.push({ code, status, where: file });
    }
    // limits.consume(request, limit, key, code?): 429 with its code, or RateLimits' default.
    for (const match of text.matchAll(/limits\.consume\(([^;]*)\);/g))
      found.push({ code: keysIn(match[1] ?? '')[0] ?? 'error.rateLimited', status: 429, where: file });
    // The error handler's own answers: sendProblem(request, reply, status, code).
    for (const match of text.matchAll(/sendProblem\(\s*request,\s*reply,\s*(\d{3}),\s*'([\w.]+)'/g))
      found.push({ code: match[2] ?? '', status: Number(match[1]), where: file });
  }
  return { found, unfollowed };
}

describe('error codes of the API', () => {
  const { found, unfollowed } = answers();

  it('follows every AppError whose code is a variable to where its codes are written', () => {
    expect(unfollowed).toEqual([]);
    // One of each way a code is written: a ternary, a call over lines, a helper, a template, a limit.
    expect(found).toEqual(
      expect.arrayContaining(
        [
          ['checkout.buyNowOutOfStock', 409],
          ['error.codeResendTooSoon', 429],
          ['admin.catalogue.tooDeep', 409],
          ['validation.imageType', 422],
          ['import.fileTooLarge', 422],
          ['error.codeExpired', 400],
          ['privacy.sellerThroughSupport', 403],
          ['stats.rangeTooLong.week', 422],
          ['giftCard.rateLimited', 429],
          ['error.rateLimited', 429],
          ['error.internal', 500],
        ].map(([code, status]) => expect.objectContaining({ code, status })),
      ),
    );
  });

  it('has every code the API answers with in the table, with the status it is answered with', () => {
    const missing = found
      .filter(({ code, status }) => {
        const info = errorCodes[code as ErrorCode];
        return !info || (status !== undefined && !(statusesOf(info) as readonly number[]).includes(status));
      })
      .map(({ code, status, where }) => `${code} ${status ?? ''} (${where})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists no code that the API no longer answers with', () => {
    const answered = new Set(found.map(({ code }) => code));
    expect(Object.keys(errorCodes).filter((code) => !answered.has(code))).toEqual([]);
  });
});
