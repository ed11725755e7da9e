import type { MessageKey } from '@bazar/contracts';
import { hash } from '@node-rs/argon2';
import { AppError } from '../../plugins/errors';
import type { AccountsRepo } from './accounts.repo';
import { isGuessablePassword } from './password-policy';

// Verifying against this when no account matches keeps a wrong login as slow as a wrong password,
// so response times do not tell which phones and emails have accounts.
export const absentUserHash = hash('no account has this password');

export function fieldError(field: string, key: MessageKey): AppError {
  return new AppError('unprocessable', 'error.validation', { [field]: [key] });
}

/** A new password on the common and breached list, or made of the person's own details, is refused. */
export async function refuseGuessable(
  field: string,
  password: string,
  personalWords: (string | null | undefined)[],
) {
  if (await isGuessablePassword(password, personalWords))
    throw fieldError(field, 'validation.passwordCommon');
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Refuses a phone or email another account has, naming each field taken. */
export async function ensureFree(
  repo: AccountsRepo,
  phone: string,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  const taken = await repo.taken(phone, email, exceptUserId);
  const errors: Record<string, MessageKey[]> = {};
  if (taken.phone) errors.phone = ['validation.phoneTaken'];
  if (taken.email) errors.email = ['validation.emailTaken'];
  if (Object.keys(errors).length > 0) throw new AppError('unprocessable', 'error.validation', errors);
}
