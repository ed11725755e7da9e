import { z } from 'zod';
import { requiredText } from './common';

/** Issue 35 point 14: operators (Staff and Admin) sign in with a TOTP authenticator as a second factor. */

/** The 6 digits an authenticator shows (RFC 6238: SHA-1, 30 s). */
export const TotpCode = requiredText(6).regex(/^\d{6}$/, 'validation.codeFormat');

/** A one-time recovery code, as given at enrollment: `xxxxx-xxxxx` in lower-case letters and digits. */
export const RecoveryCode = requiredText(20)
  .transform((value) => value.toLowerCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'validation.recoveryCodeFormat'));

/** Where the caller's session stands with the second factor. */
export const SecondFactorStatus = z.object({
  /** The account is an operator's, so back-office work needs the second factor. */
  required: z.boolean(),
  /** An authenticator is enrolled (confirmed). */
  enrolled: z.boolean(),
  /** This session passed the second factor. */
  verified: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** A new authenticator to add: shown once, until a right code confirms it. */
export const SecondFactorEnrollment = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/...` URI the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code of the URI, as an SVG document. */
  qrSvg: z.string(),
  /** Ten one-time codes for when the device is lost; shown only now. */
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorEnrollment = z.infer<typeof SecondFactorEnrollment>;

export const ConfirmSecondFactorBody = z.object({ code: TotpCode }).strict();
export type ConfirmSecondFactorBody = z.infer<typeof ConfirmSecondFactorBody>;

/** The code step of sign-in: the authenticator's code, or one recovery code. */
export const RecoveryCodeBody = z.object({ recoveryCode: RecoveryCode }).strict();
export type RecoveryCodeBody = z.infer<typeof RecoveryCodeBody>;
export const VerifySecondFactorBody = z.union([ConfirmSecondFactorBody, RecoveryCodeBody]);
export type VerifySecondFactorBody = z.infer<typeof VerifySecondFactorBody>;
