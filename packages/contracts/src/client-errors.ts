import { z } from 'zod';
import { backofficePage } from './backoffice';
import { pageOf } from './common';
import { Lang } from './language-schemas';
import { localPathOf } from './local-path';

/**
 * Why a page could not be shown (spec: /error is tracked after navigation errors): the server
 * answered with an error of its own (5xx), no answer reached the browser, or the page failed in it.
 */
export const clientErrorReasons = ['server', 'unreachable', 'page'] as const;
export const ClientErrorReason = z.enum(clientErrorReasons, { message: 'validation.invalid' });
export type ClientErrorReason = z.infer<typeof ClientErrorReason>;

/**
 * The path of a page on this site, kept without its query and fragment: those may carry a guest
 * order's key or a payment link's token, which the record must not keep.
 */
export const ClientErrorPath = z
  .string({ message: 'validation.required' })
  .max(500, 'validation.tooLong')
  .transform((value, ctx) => {
    const path = localPathOf(value);
    if (path === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return path.split(/[?#]/)[0] as string;
  });

/** `POST ClientError`: the page that failed, with the status the server answered (when it did). */
export const ClientErrorBody = z.object({
  path: ClientErrorPath,
  reason: ClientErrorReason,
  status: z.coerce
    .number({ message: 'validation.invalid' })
    .int('validation.invalid')
    .min(400, 'validation.invalid')
    .max(599, 'validation.invalid')
    .nullable()
    .default(null),
});
export type ClientErrorBody = z.infer<typeof ClientErrorBody>;

/** `GET Admin/ClientErrors`: newest first. */
export const ClientErrorsQuery = backofficePage;
export type ClientErrorsQuery = z.infer<typeof ClientErrorsQuery>;

export const ClientErrorEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  path: z.string(),
  reason: ClientErrorReason,
  status: z.number().int().nullable(),
  lang: Lang,
  /** The member who met it, when signed in. */
  userId: z.number().int().nullable(),
});
export type ClientErrorEntry = z.infer<typeof ClientErrorEntry>;

export const ClientErrorPage = pageOf(ClientErrorEntry);
export type ClientErrorPage = z.infer<typeof ClientErrorPage>;
