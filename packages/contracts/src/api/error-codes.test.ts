import { describe, expect, it } from 'vitest';
import { langCodes } from '../languages';
import { loadAllMessages } from '../messages';
import { type ErrorCodeInfo, errorCodes, errorCodesFor } from './error-codes';
import { apiContract } from './index';

const messages = await loadAllMessages();
const entries = Object.entries(errorCodes) as [string, ErrorCodeInfo][];
const contractTags = new Set(
  Object.values(apiContract).flatMap((group) => Object.values(group).flatMap((route) => route.tags)),
);

describe('error codes table', () => {
  it('names message keys that have text in az, en and ru', () => {
    const untranslated = entries.flatMap(([code]) =>
      langCodes
        .filter((lang) => !messages[lang][code as keyof typeof messages.az]?.trim())
        .map((lang) => `${code} (${lang})`),
    );
    expect(untranslated).toEqual([]);
  });

  it('tags operations by tags the contract uses, and says each meaning in one line', () => {
    const unknownTags = entries.flatMap(([code, info]) =>
      info.tags === '*'
        ? []
        : info.tags.filter((tag) => !contractTags.has(tag)).map((tag) => `${code}: ${tag}`),
    );
    expect(unknownTags).toEqual([]);
    expect(entries.filter(([, info]) => !/^[^\n]{10,140}$/.test(info.meaning)).map(([code]) => code)).toEqual(
      [],
    );
  });

  it("lists an operation's codes by its tags and status, the general ones included", () => {
    const placeOrder409 = errorCodesFor(apiContract.checkout.place.tags, 409);
    expect(placeOrder409).toContain('checkout.outOfStock');
    expect(placeOrder409).not.toContain('order.feedbackGiven');
    expect(placeOrder409).not.toContain('checkout.nothingToOrder');

    // A code with two statuses is listed under each; a general one under every operation.
    expect(errorCodesFor(['wishlist'], 400)).toContain('error.validation');
    expect(errorCodesFor(['checkout'], 422)).toEqual(
      expect.arrayContaining(['error.validation', 'checkout.nothingToOrder']),
    );
    expect(errorCodesFor(['privacy'], 403)).toEqual(
      expect.arrayContaining(['error.forbidden', 'privacy.operatorAccount', 'privacy.sellerThroughSupport']),
    );
    expect(errorCodesFor(['home'], 500)).toEqual(['error.internal']);
  });
});
