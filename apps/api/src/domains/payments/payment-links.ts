import { createHmac, timingSafeEqual } from 'node:crypto';
import { defaultLang, type Lang } from '@bazar/contracts';

/**
 * The addresses Bazar gives banks and buyers for a payment: the web's pages (in the buyer's
 * language), the API's callback, and the key that lets a guest see and pay their own order.
 */
export class PaymentLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  /** A page of the web in the buyer's language (no prefix for az). */
  page(path: string, lang: Lang): string {
    return `${this.publicUrl}${lang === defaultLang ? '' : `/${lang}`}${path}`;
  }

  /** Where the buyer lands after the bank, whatever happened: the order's payment result page. */
  orderResult(orderId: number, lang: Lang): string {
    return this.page(`/payment/result/${orderId}?key=${this.orderKey(orderId)}`, lang);
  }

  topUpResult(paymentId: number, lang: Lang): string {
    return this.page(`/user/profile/wallet?topUp=${paymentId}`, lang);
  }

  giftCardResult(giftCardId: number, lang: Lang): string {
    return this.page(`/gift-card/result/${giftCardId}`, lang);
  }

  /** The bank's callback address, naming the try by its random reference. */
  callback(gateway: string, reference: string): string {
    return `${this.publicUrl}/api/v1/Payment/Callback/${gateway}?payment=${reference}`;
  }

  /** The order's payment key: an HMAC of its id, so only the links Bazar gave out carry it. */
  orderKey(orderId: number): string {
    return createHmac('sha256', this.secret).update(`payment:${orderId}`).digest('base64url').slice(0, 32);
  }

  holdsKey(orderId: number, key: string | undefined): boolean {
    if (!key) return false;
    const expected = Buffer.from(this.orderKey(orderId));
    const given = Buffer.from(key);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
