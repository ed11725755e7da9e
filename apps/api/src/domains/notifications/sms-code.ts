import { AppError } from '../../plugins/errors';
import { randomSmsCode } from '../../shared/sms-code';

/**
 * A fresh 6-digit code to text, unless the previous one went out less than `resendAfterSeconds`
 * ago: then 429 with the seconds left (Retry-After), so a phone is not flooded with codes.
 */
export function nextSmsCode(previousSentAt: Date | undefined, resendAfterSeconds: number): string {
  const sinceLast = previousSentAt
    ? (Date.now() - previousSentAt.getTime()) / 1000
    : Number.POSITIVE_INFINITY;
  if (sinceLast < resendAfterSeconds)
    throw new AppError(
      'rateLimited',
      'error.codeResendTooSoon',
      undefined,
      Math.ceil(resendAfterSeconds - sinceLast),
    );
  return randomSmsCode();
}
