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

/**
 * An address as a violation report keeps it: the origin and path of a web address (its query and
 * fragment may carry a key or a token, which the record must not keep), the scheme alone of
 * another (`data`, `blob`), or a keyword as browsers send it (`inline`, `eval`).
 */
export function cspAddress(value: string): string {
  try {
    const url = new URL(value);
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol))
      return `${url.origin}${url.pathname}`.slice(0, 500);
    return url.protocol.replace(/:$/, '').slice(0, 50);
  } catch {
    return value.slice(0, 100);
  }
}

const ReportUrl = z.string({ message: 'validation.invalid' }).max(4096, 'validation.tooLong');
const ReportWord = z.string({ message: 'validation.invalid' }).max(500, 'validation.tooLong');
const ReportNumber = z
  .number({ message: 'validation.invalid' })
  .int('validation.invalid')
  .min(0)
  .max(10_000_000);
const Disposition = z.enum(['enforce', 'report'], { message: 'validation.invalid' });

/** One violation as stored and shown: addresses without query, the directive, where in the page. */
export const CspViolation = z.object({
  document: z.string(),
  blocked: z.string(),
  directive: z.string(),
  sourceFile: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  disposition: Disposition,
});
export type CspViolation = z.infer<typeof CspViolation>;

/** `report-uri`'s body (`application/csp-report`): one violation under "csp-report". */
const LegacyCspReport = z.object({
  'csp-report': z.object({
    'document-uri': ReportUrl,
    'blocked-uri': ReportUrl.optional(),
    'effective-directive': ReportWord.optional(),
    'violated-directive': ReportWord.optional(),
    'source-file': ReportUrl.optional(),
    'line-number': ReportNumber.optional(),
    'column-number': ReportNumber.optional(),
    disposition: Disposition.optional(),
  }),
});

/** The Reporting API's body (`application/reports+json`): a batch, of which the CSP violations are kept. */
const ReportingApiBatch = z
  .array(
    z.object({
      type: z.string({ message: 'validation.invalid' }).max(100, 'validation.tooLong'),
      body: z
        .object({
          documentURL: ReportUrl.optional(),
          blockedURL: ReportUrl.optional(),
          effectiveDirective: ReportWord.optional(),
          sourceFile: ReportUrl.optional(),
          lineNumber: ReportNumber.optional(),
          columnNumber: ReportNumber.optional(),
          disposition: Disposition.optional(),
        })
        .default({}),
    }),
    { message: 'validation.invalid' },
  )
  .min(1, 'validation.invalid')
  .max(50, 'validation.tooLong');

/**
 * `POST ClientError/CspReport`: what a browser posts for the pages' Content-Security-Policy, in
 * either format, read into violations. Unknown fields are dropped: nothing beyond the report is kept.
 */
export const CspReportBody = z
  .union([LegacyCspReport, ReportingApiBatch])
  .transform((report): CspViolation[] => {
    if (!Array.isArray(report)) {
      const legacy = report['csp-report'];
      return [
        {
          document: cspAddress(legacy['document-uri']),
          blocked: cspAddress(legacy['blocked-uri'] ?? ''),
          directive:
            (legacy['effective-directive'] ?? legacy['violated-directive'] ?? '').split(' ')[0] ?? '',
          sourceFile: legacy['source-file'] ? cspAddress(legacy['source-file']) : null,
          line: legacy['line-number'] ?? null,
          column: legacy['column-number'] ?? null,
          disposition: legacy.disposition ?? 'enforce',
        },
      ];
    }
    return report
      .filter((entry) => entry.type === 'csp-violation' && entry.body.documentURL)
      .map(({ body }) => ({
        document: cspAddress(body.documentURL ?? ''),
        blocked: cspAddress(body.blockedURL ?? ''),
        directive: body.effectiveDirective ?? '',
        sourceFile: body.sourceFile ? cspAddress(body.sourceFile) : null,
        line: body.lineNumber ?? null,
        column: body.columnNumber ?? null,
        disposition: body.disposition ?? 'enforce',
      }));
  });
export type CspReportBody = z.infer<typeof CspReportBody>;

/** `GET Admin/CspReports`: newest first. */
export const CspReportsQuery = backofficePage;
export type CspReportsQuery = z.infer<typeof CspReportsQuery>;

export const CspReportEntry = CspViolation.extend({ id: z.number().int(), at: z.string() });
export type CspReportEntry = z.infer<typeof CspReportEntry>;

export const CspReportPage = pageOf(CspReportEntry);
export type CspReportPage = z.infer<typeof CspReportPage>;
