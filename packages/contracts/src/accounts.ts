import { z } from 'zod';
import { requiredText } from './common';
import { Role } from './roles';

/**
 * The accounts contracts: registration, sign-in, password reset and profile.
 * Each field carries the message key the user reads beside it, in the API and in the web forms.
 */

/** An empty optional field arrives as "" from a form and as null or absent from the API: all mean none. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const PhoneNumber = requiredText(12).regex(/^994\d{9}$/, 'validation.phoneFormat');
/** A shop's own website, given at registration and in the shop settings. */
export const ShopSite = requiredText(200).regex(/^https?:\/\/[^\s.]+\.\S+$/i, 'validation.invalidUrl');
export const EmailAddress = requiredText(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.invalidEmail');
const Password = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .max(128, 'validation.tooLong');

/** Buyers and sellers register themselves; Staff and Admin are made by the marketplace. */
export const SelfServiceAccountType = z.coerce
  .number({ message: 'validation.invalid' })
  .pipe(z.union([z.literal(Role.Seller), z.literal(Role.Customer)], { message: 'validation.invalid' }));

/**
 * Registration step one (`POST user/CheckUser`): who the person is. The answer is the same whether
 * the phone or email has an account: a code goes to the phone (or, when it has an account, a text
 * saying so), so nobody learns from the API who is registered.
 */
export const CheckUserBody = z
  .object({
    accountType: SelfServiceAccountType,
    firstName: requiredText(),
    lastName: requiredText(),
    phone: PhoneNumber,
    email: EmailAddress,
  })
  .strict();
export type CheckUserBody = z.infer<typeof CheckUserBody>;

export const CheckUserResult = z.object({
  available: z.literal(true),
  /** Seconds until another code may be asked for (the wait left when one went out just now). */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type CheckUserResult = z.infer<typeof CheckUserResult>;

const acceptance = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.literal(true, { message: 'validation.agreementRequired' }),
);

/**
 * Cross-field rules run as soon as the fields they compare are filled in, not only once the whole
 * form is valid: zod skips refinements while any field has an issue, which would make people fix
 * a form in rounds.
 */
function whenValid(schema: z.ZodType) {
  return (payload: { value: unknown }) => schema.safeParse(payload.value).success;
}

const LongPassword = Password.pipe(z.string().min(6, 'validation.passwordMin6'));
const ShortPassword = Password.pipe(z.string().min(3, 'validation.passwordMin3'));

/** A 6-digit code sent by SMS (registration and password reset). */
export const ResetCode = requiredText(6).regex(/^\d{6}$/, 'validation.codeFormat');

/** Registration step two (`POST user`): the whole form with the code texted to the phone; sellers also name their shop. */
export const RegisterBody = CheckUserBody.extend({
  code: ResetCode,
  password: LongPassword,
  confirmPassword: LongPassword,
  acceptTerms: acceptance,
  shopName: optional(requiredText(120)),
  shopSite: optional(ShopSite),
})
  .strict()
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDoNotMatch',
    when: whenValid(z.object({ password: Password, confirmPassword: Password })),
  })
  .refine((body) => body.accountType !== Role.Seller || Boolean(body.shopName), {
    path: ['shopName'],
    message: 'validation.required',
    when: whenValid(z.object({ accountType: SelfServiceAccountType })),
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

/** `POST auth`. */
export const LoginBody = z
  .object({
    phoneOrEmail: requiredText(254),
    password: Password,
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBody>;

export const SocialProvider = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof SocialProvider>;

const socialToken = {
  provider: z.string().trim().toLowerCase().pipe(SocialProvider),
  token: requiredText(8192),
};

/**
 * `POST auth/LoginSocial`: a Google ID token or a Facebook access token. When a Bazar account
 * already has the (Google-verified) e-mail, the first sign-in must also bring that account's
 * password, or the code `auth/SocialLinkCode` texted to its phone (409 error.socialLinkNeeded).
 */
export const SocialLoginBody = z
  .object({
    ...socialToken,
    password: optional(Password),
    code: optional(ResetCode),
  })
  .strict();
export type SocialLoginBody = z.infer<typeof SocialLoginBody>;

/** `POST auth/SocialLinkCode`: texts the code that links the social account to the account with its e-mail. */
export const SocialLinkCodeBody = z.object(socialToken).strict();
export type SocialLinkCodeBody = z.infer<typeof SocialLinkCodeBody>;
export const SocialLinkCodeResult = z.object({
  /** The last digits of the account's phone the code went to. */
  phoneEnding: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SocialLinkCodeResult = z.infer<typeof SocialLinkCodeResult>;

/** What sign-in answers (and what the `currentUser` cookie keeps, less the token). */
export const AuthSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  accountType: z.number().int(),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
});
export type AuthSession = z.infer<typeof AuthSession>;

/** `POST auth/forgotPassword`. */
export const ForgotPasswordBody = z.object({ phone: PhoneNumber }).strict();
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export const ForgotPasswordResult = z.object({
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResult>;

/** `POST auth/CheckPasscode`: the SMS code; a right one gives a short-lived reset token. */
export const CheckPasscodeBody = z.object({ phone: PhoneNumber, code: ResetCode }).strict();
export type CheckPasscodeBody = z.infer<typeof CheckPasscodeBody>;
export const CheckPasscodeResult = z.object({ resetToken: z.string() });
export type CheckPasscodeResult = z.infer<typeof CheckPasscodeResult>;

/** The confirmation must repeat the new password, and says so beside itself. */
const confirmationMatches = (body: { newPassword: string; confirmPassword: string }) =>
  body.newPassword === body.confirmPassword;
const mismatch = {
  path: ['confirmPassword'],
  message: 'validation.passwordsDoNotMatch',
  when: whenValid(z.object({ newPassword: Password, confirmPassword: Password })),
};

/** `POST auth/ResetPassword`: a new password, as long as at registration. */
export const ResetPasswordBody = z
  .object({
    resetToken: requiredText(200),
    newPassword: LongPassword,
    confirmPassword: Password,
  })
  .strict()
  .refine(confirmationMatches, mismatch);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** `POST user/ChangePassword`: spec section 5 asks at least 3 characters here. */
export const ChangePasswordBody = z
  .object({
    currentPassword: Password,
    newPassword: ShortPassword,
    confirmPassword: Password,
  })
  .strict()
  .refine(confirmationMatches, mismatch);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const Gender = z.enum(['man', 'woman'], { message: 'validation.invalid' });
export const MaritalStatus = z.enum(['single', 'married'], { message: 'validation.invalid' });

/** A calendar date (yyyy-MM-dd) in the past: a birthday. */
const Birthday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < new Date();
  }, 'validation.invalidDate');

/** `GET user/profile`. */
export const UserProfile = z.object({
  id: z.number().int(),
  accountType: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fatherName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  extraPhone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: Gender.nullable(),
  maritalStatus: MaritalStatus.nullable(),
  image: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** `PUT user/profile`: the user info of spec section 3. */
export const UpdateProfileBody = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    fatherName: optional(requiredText()),
    email: EmailAddress,
    /** The account's phone as it is; a new one is set through `user/ChangePhone` and its SMS code. */
    phone: optional(PhoneNumber),
    extraPhone: optional(PhoneNumber),
    birthday: optional(Birthday),
    gender: optional(Gender),
    maritalStatus: optional(MaritalStatus),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/**
 * `POST user/ChangePhone`, step one of a new phone: the account's password (none for an account
 * made by a social sign-in that never set one) and the new number, which is texted a code.
 */
export const ChangePhoneBody = z
  .object({
    phone: PhoneNumber,
    password: optional(Password),
  })
  .strict();
export type ChangePhoneBody = z.infer<typeof ChangePhoneBody>;
export const ChangePhoneResult = z.object({
  /** The number the code went to; the account keeps its phone until the code is entered. */
  phone: z.string(),
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type ChangePhoneResult = z.infer<typeof ChangePhoneResult>;

/** `POST user/ConfirmPhoneChange`, step two: the code texted to the new number makes it the account's phone. */
export const ConfirmPhoneChangeBody = z.object({ phone: PhoneNumber, code: ResetCode }).strict();
export type ConfirmPhoneChangeBody = z.infer<typeof ConfirmPhoneChangeBody>;

export const OkResult = z.object({ ok: z.literal(true) });
export type OkResult = z.infer<typeof OkResult>;

/** One of the caller's signed-in sessions, as the profile lists them. */
export const SessionInfo = z.object({
  /** Stands for the session in calls; not the session's secret id. */
  id: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionList = z.object({ items: z.array(SessionInfo) });
export type SessionList = z.infer<typeof SessionList>;

export const SessionParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'validation.invalidId'),
});
