import {
  type ClientErrorBody,
  type ClientErrorPage,
  ClientErrorReason,
  type ClientErrorsQuery,
  type CspReportPage,
  type CspReportsQuery,
  type CspViolation,
  isLang,
  type Lang,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import type { Caller } from '../../shared/caller';
import { ClientErrorsRepo } from './client-errors.repo';

/** The record of pages visitors could not be shown: written by their browsers, read by operators. */
export class ClientErrorsService {
  private readonly repo: ClientErrorsRepo;

  constructor(db: Database) {
    this.repo = new ClientErrorsRepo(db);
  }

  async report(caller: Caller | null, report: ClientErrorBody, lang: Lang): Promise<void> {
    await this.repo.add({
      path: report.path,
      reason: report.reason,
      status: report.status,
      lang,
      userId: caller?.userId ?? null,
    });
  }

  async list(query: ClientErrorsQuery): Promise<ClientErrorPage> {
    const { items, total } = await this.repo.page(query.page, query.pageSize);
    return {
      items: items.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        path: row.path,
        reason: ClientErrorReason.catch('page').parse(row.reason),
        status: row.status,
        lang: isLang(row.lang) ? row.lang : 'az',
        userId: row.userId,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  /** A browser's Content-Security-Policy violations, as read from its report (nothing about the visitor). */
  async reportCsp(violations: CspViolation[]): Promise<void> {
    await this.repo.addCspReports(violations.slice(0, 50));
  }

  async cspReports(query: CspReportsQuery): Promise<CspReportPage> {
    const { items, total } = await this.repo.cspPage(query.page, query.pageSize);
    return {
      items: items.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        document: row.document,
        blocked: row.blocked,
        directive: row.directive,
        sourceFile: row.sourceFile,
        line: row.line,
        column: row.column,
        disposition: row.disposition === 'report' ? 'report' : 'enforce',
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }
}
