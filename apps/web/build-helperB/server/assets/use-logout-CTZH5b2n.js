import { stringifySetCookie, parseCookie } from "cookie";
import { z } from "zod";
import { useLocation, useSubmit } from "react-router";
import { u as useLang, c as localizePath } from "./i18n-itntDfmk.js";
import { s as splitLangPath } from "./header-buttons-R3WnQcaK.js";
const Role = { Seller: 1, Staff: 2, Admin: 3, Customer: 4 };
const maxId = 2147483647;
const Id = z.coerce.number({ message: "validation.invalidId" }).int("validation.invalidId").positive("validation.invalidId").max(maxId, "validation.invalidId");
const requiredText = (max = 100) => z.string({ message: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.tooLong");
const ReportedAzn = z.number().min(0).max(1e8);
const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1e5).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24)
});
function pageOf(item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int()
  });
}
z.object({
  type: z.string(),
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional()
});
const LangQuery = z.object({ lang: z.string().optional() });
z.object({ id: Id });
const ShopScope = z.object({ shopId: Id.optional() });
const optional = (schema) => z.preprocess((value) => value === "" || value === null ? void 0 : value, schema.optional());
const PhoneNumber = requiredText(12).regex(/^994\d{9}$/, "validation.phoneFormat");
const ShopSite = requiredText(200).regex(/^https?:\/\/[^\s.]+\.\S+$/i, "validation.invalidUrl");
const EmailAddress = requiredText(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "validation.invalidEmail");
const Password = z.string({ message: "validation.required" }).min(1, "validation.required").max(128, "validation.tooLong");
const SelfServiceAccountType = z.coerce.number({ message: "validation.invalid" }).pipe(z.union([z.literal(Role.Seller), z.literal(Role.Customer)], { message: "validation.invalid" }));
const CheckUserBody = z.object({
  accountType: SelfServiceAccountType,
  firstName: requiredText(),
  lastName: requiredText(),
  phone: PhoneNumber,
  email: EmailAddress
}).strict();
z.object({
  available: z.literal(true),
  /** Seconds until another code may be asked for (the wait left when one went out just now). */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int()
});
const acceptance = z.preprocess(
  (value) => value === true || value === "true" || value === "on",
  z.literal(true, { message: "validation.agreementRequired" })
);
function whenValid(schema) {
  return (payload) => schema.safeParse(payload.value).success;
}
const LongPassword = Password.pipe(z.string().min(6, "validation.passwordMin6"));
const ShortPassword = Password.pipe(z.string().min(3, "validation.passwordMin3"));
const ResetCode = requiredText(6).regex(/^\d{6}$/, "validation.codeFormat");
const RegisterBody = CheckUserBody.extend({
  code: ResetCode,
  password: LongPassword,
  confirmPassword: LongPassword,
  acceptTerms: acceptance,
  shopName: optional(requiredText(120)),
  shopSite: optional(ShopSite)
}).strict().refine((body) => body.password === body.confirmPassword, {
  path: ["confirmPassword"],
  message: "validation.passwordsDoNotMatch",
  when: whenValid(z.object({ password: Password, confirmPassword: Password }))
}).refine((body) => body.accountType !== Role.Seller || Boolean(body.shopName), {
  path: ["shopName"],
  message: "validation.required",
  when: whenValid(z.object({ accountType: SelfServiceAccountType }))
});
const LoginBody = z.object({
  phoneOrEmail: requiredText(254),
  password: Password
}).strict();
const SocialProvider = z.enum(["google", "facebook"]);
z.object({
  provider: z.string().trim().toLowerCase().pipe(SocialProvider),
  token: requiredText(8192)
}).strict();
const AuthSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  accountType: z.number().int(),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable()
});
const ForgotPasswordBody = z.object({ phone: PhoneNumber }).strict();
z.object({
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int()
});
const CheckPasscodeBody = z.object({ phone: PhoneNumber, code: ResetCode }).strict();
z.object({ resetToken: z.string() });
const confirmationMatches = (body) => body.newPassword === body.confirmPassword;
const mismatch = {
  path: ["confirmPassword"],
  message: "validation.passwordsDoNotMatch",
  when: whenValid(z.object({ newPassword: Password, confirmPassword: Password }))
};
const ResetPasswordBody = z.object({
  resetToken: requiredText(200),
  newPassword: LongPassword,
  confirmPassword: Password
}).strict().refine(confirmationMatches, mismatch);
const ChangePasswordBody = z.object({
  currentPassword: Password,
  newPassword: ShortPassword,
  confirmPassword: Password
}).strict().refine(confirmationMatches, mismatch);
const Gender = z.enum(["man", "woman"], { message: "validation.invalid" });
const MaritalStatus = z.enum(["single", "married"], { message: "validation.invalid" });
const Birthday = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalidDate").refine((value) => {
  const date = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < /* @__PURE__ */ new Date();
}, "validation.invalidDate");
z.object({
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
  image: z.string().nullable()
});
const UpdateProfileBody = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  fatherName: optional(requiredText()),
  email: EmailAddress,
  phone: PhoneNumber,
  extraPhone: optional(PhoneNumber),
  birthday: optional(Birthday),
  gender: optional(Gender),
  maritalStatus: optional(MaritalStatus)
}).strict();
z.object({ ok: z.literal(true) });
const SessionInfo = z.object({
  /** Stands for the session in calls; not the session's secret id. */
  id: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string()
});
z.object({ items: z.array(SessionInfo) });
z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16}$/, "validation.invalidId")
});
function decodeOrDrop(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return void 0;
  }
}
function readCookie(cookieHeader, name) {
  return parseCookie(cookieHeader ?? "", { decode: decodeOrDrop })[name] || null;
}
function readCookieJson(cookieHeader, name) {
  const value = readCookie(cookieHeader, name);
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
function serializeCookie(name, value, options = {}) {
  return stringifySetCookie({
    name,
    value,
    path: "/",
    sameSite: "lax",
    httpOnly: options.httpOnly,
    secure: options.secure,
    maxAge: options.maxAge === void 0 ? void 0 : Math.max(0, Math.floor(options.maxAge))
  });
}
function isHttps(request) {
  return new URL(request.url).protocol === "https:";
}
const CurrentUser = /* @__PURE__ */ AuthSession.omit({ token: true });
const tokenCookie = "token";
const currentUserKey = "currentUser";
function readCurrentUser(cookieHeader) {
  const parsed = CurrentUser.safeParse(readCookieJson(cookieHeader, currentUserKey));
  return parsed.success ? parsed.data : null;
}
function isSeller(user) {
  return user.accountType === Role.Seller;
}
function isOperator(user) {
  return user.accountType === Role.Staff || user.accountType === Role.Admin;
}
function clearBrowserSession() {
  localStorage.clear();
}
function useLogoutPath() {
  const lang = useLang();
  const location = useLocation();
  return {
    action: localizePath("/logout", lang),
    continueUrl: splitLangPath(location.pathname).rest + location.search
  };
}
function useLogout() {
  const submit = useSubmit();
  const { action, continueUrl } = useLogoutPath();
  return () => {
    clearBrowserSession();
    submit({ continueUrl }, { method: "post", action });
  };
}
export {
  CheckUserBody as C,
  EmailAddress as E,
  ForgotPasswordBody as F,
  Id as I,
  LangQuery as L,
  PhoneNumber as P,
  ReportedAzn as R,
  ShopScope as S,
  UpdateProfileBody as U,
  PageQuery as a,
  ShopSite as b,
  Role as c,
  readCookieJson as d,
  readCookie as e,
  currentUserKey as f,
  isOperator as g,
  readCurrentUser as h,
  isHttps as i,
  LoginBody as j,
  RegisterBody as k,
  CheckPasscodeBody as l,
  maxId as m,
  ResetPasswordBody as n,
  clearBrowserSession as o,
  pageOf as p,
  isSeller as q,
  requiredText as r,
  serializeCookie as s,
  tokenCookie as t,
  useLogoutPath as u,
  ChangePasswordBody as v,
  useLogout as w
};
