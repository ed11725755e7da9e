import type { ProductImportDetail, ProductImportSummary } from '@bazar/contracts';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDateTime } from '../orders/order-parts';

const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';

function StatusBadge({ status }: { status: ProductImportSummary['status'] }) {
  const t = useT();
  const look =
    status === 'done'
      ? 'bg-green-50 text-green-800'
      : status === 'failed'
        ? 'bg-discount/10 text-discount'
        : 'bg-accent-soft text-accent';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${look}`}>
      {t(`seller.import.status.${status}`)}
    </span>
  );
}

/**
 * One upload: a progress bar while the file is read (the page refreshes itself), then the counts
 * of created, updated and refused rows and the refused cells with their reasons, or why the whole
 * file was refused.
 */
export function ImportReport({
  result,
  hrefForPage,
}: {
  result: ProductImportDetail;
  hrefForPage: (page: number) => string;
}) {
  const t = useT();
  const percent = result.totalRows > 0 ? Math.round((result.readRows / result.totalRows) * 100) : 0;
  return (
    <div className="space-y-4" data-testid="import-report" data-status={result.status}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">
          {t('seller.import.result', { id: result.id, file: result.fileName })}
        </h2>
        <StatusBadge status={result.status} />
      </div>
      <p className="text-sm text-muted">{result.categoryName}</p>
      {result.status === 'reading' && (
        <div aria-live="polite">
          <p className="mb-2 flex items-center gap-2 text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {result.totalRows > 0
              ? t('seller.import.reading', { read: result.readRows, total: result.totalRows })
              : t('seller.import.readingStart')}
          </p>
          <div
            role="progressbar"
            aria-label={t('seller.import.status.reading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full bg-surface"
          >
            <div className="h-full rounded-full bg-accent transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {result.status === 'failed' && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-discount/30 bg-discount/5 px-3 py-2.5 text-sm text-discount"
          data-testid="import-failure"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{result.failure}</p>
        </div>
      )}
      {result.status === 'done' && (
        <>
          <dl className="grid grid-cols-3 gap-3" data-testid="import-counts">
            {(['created', 'updated', 'refused'] as const).map((outcome) => (
              <div key={outcome} className="rounded-card border border-line p-3">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t(`seller.import.${outcome}`)}
                </dt>
                <dd
                  className={`text-2xl font-bold tabular-nums ${outcome === 'refused' && result.refused > 0 ? 'text-discount' : ''}`}
                  data-testid={`import-${outcome}`}
                >
                  {result[outcome]}
                </dd>
              </div>
            ))}
          </dl>
          {result.sameFileAs !== null && (
            <p className="text-sm text-muted">{t('seller.import.sameFile', { id: result.sameFileAs })}</p>
          )}
          {result.created + result.updated > 0 && (
            <p className="text-sm text-muted">{t('seller.import.moderation')}</p>
          )}
          {result.report.total === 0 ? (
            <p className="flex items-center gap-2 text-sm text-green-800">
              <CircleCheck className="size-4" aria-hidden />
              {t('seller.import.noRefusals')}
            </p>
          ) : (
            <section aria-labelledby="import-refused-title" className="rounded-card border border-line">
              <h3 id="import-refused-title" className="border-b border-line px-4 py-3 font-semibold">
                {t('seller.import.refusedRows')}
              </h3>
              <div className="overflow-x-auto">
                <table className="w-full text-sm" data-testid="import-refusals">
                  <thead className="bg-surface">
                    <tr>
                      <th className={head}>{t('seller.import.row')}</th>
                      <th className={head}>{t('seller.import.cell')}</th>
                      <th className={head}>{t('seller.import.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.report.items.map((line) => (
                      <tr key={`${line.row}-${line.cell}`} className="border-t border-line">
                        <td className="px-3 py-2 tabular-nums">{line.row}</td>
                        <td className="px-3 py-2 font-mono">{line.cell ?? '—'}</td>
                        <td className="px-3 py-2">{line.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="p-3">
                <Pagination
                  page={result.report.page}
                  pages={Math.ceil(result.report.total / result.report.pageSize)}
                  hrefFor={hrefForPage}
                />
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The shop's latest uploads, each opening its report. */
export function RecentImports({
  imports,
  hrefFor,
}: {
  imports: ProductImportSummary[];
  hrefFor: (id: number) => string;
}) {
  const t = useT();
  const lang = useLang();
  if (imports.length === 0) return <p className="text-sm text-muted">{t('seller.import.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="import-list">
        <thead className="bg-surface">
          <tr>
            <th className={head}>{t('seller.import.date')}</th>
            <th className={head}>{t('seller.import.fileName')}</th>
            <th className={head}>{t('seller.import.subCategory')}</th>
            <th className={head}>{t('seller.import.status')}</th>
            <th className={`${head} text-right`}>{t('seller.import.created')}</th>
            <th className={`${head} text-right`}>{t('seller.import.updated')}</th>
            <th className={`${head} text-right`}>{t('seller.import.refused')}</th>
          </tr>
        </thead>
        <tbody>
          {imports.map((entry) => (
            <tr key={entry.id} className="border-t border-line">
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(entry.createdAt)}</td>
              <td className="px-3 py-2">
                <Link
                  to={localizePath(hrefFor(entry.id), lang)}
                  className="font-semibold text-accent hover:underline"
                >
                  {entry.fileName}
                </Link>
              </td>
              <td className="px-3 py-2">{entry.categoryName}</td>
              <td className="px-3 py-2">
                <StatusBadge status={entry.status} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{entry.created}</td>
              <td className="px-3 py-2 text-right tabular-nums">{entry.updated}</td>
              <td className="px-3 py-2 text-right tabular-nums">{entry.refused}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
