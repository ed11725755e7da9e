import { type DataExportView, exportDays } from '@bazar/contracts';
import { Download, FileJson, FileText } from 'lucide-react';
import { Form } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { useRecheckWhile } from '../../lib/use-recheck';
import { formatDateTime } from '../orders/order-parts';
import { MyDataSection, primaryButton } from './my-data-section';

const statusTone: Record<DataExportView['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  ready: 'bg-success/10 text-success',
  expired: 'bg-surface text-muted',
  failed: 'bg-discount/10 text-discount',
};

function CopyStatus({ copy }: { copy: DataExportView }) {
  const t = useT();
  const text =
    copy.status === 'ready' && copy.expiresAt
      ? t('myData.copy.status.ready', { date: formatDateTime(copy.expiresAt) })
      : t(`myData.copy.status.${copy.status}`);
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${statusTone[copy.status]}`}
      data-testid="copy-status"
    >
      {text}
    </span>
  );
}

const fileLink =
  'inline-flex items-center gap-1.5 rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold hover:bg-surface';

function CopyRow({ copy }: { copy: DataExportView }) {
  const t = useT();
  const lang = useLang();
  const file = (type: 'json' | 'html') =>
    localizePath(`/user/profile/my-data/export/${copy.id}.${type}`, lang);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="data-copy">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="text-muted">{t('myData.copy.asked', { date: formatDateTime(copy.createdAt) })}</p>
        <CopyStatus copy={copy} />
      </div>
      {copy.status === 'ready' && (
        <div className="flex flex-wrap gap-2">
          {/* Plain links: the files come from a resource route, not a page of the app. */}
          <a href={file('json')} download className={fileLink}>
            <FileJson className="size-4 text-accent" aria-hidden />
            {t('myData.copy.json')}
          </a>
          <a href={file('html')} download className={fileLink}>
            <FileText className="size-4 text-accent" aria-hidden />
            {t('myData.copy.html')}
          </a>
        </div>
      )}
    </li>
  );
}

/** PRV-04 access and portability: ask for a copy, follow it being made, download it while it lasts. */
export function MyDataCopies({ copies }: { copies: DataExportView[] }) {
  const t = useT();
  const pending = copies.some((copy) => copy.status === 'pending');
  useRecheckWhile(pending);
  return (
    <MyDataSection id="copies" title={t('myData.copy.title')} icon={Download}>
      <p>{t('myData.copy.text')}</p>
      <p>{t('myData.copy.when', { days: exportDays })}</p>
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="export"
          disabled={pending}
          className={primaryButton}
          data-testid="prepare-copy"
        >
          {t('myData.copy.prepare')}
        </button>
      </Form>
      <h3 className="pt-2 font-semibold text-ink">{t('myData.copy.list')}</h3>
      {copies.length === 0 ? (
        <p>{t('myData.copy.none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-line" aria-live="polite" data-testid="data-copies">
            {copies.map((copy) => (
              <CopyRow key={copy.id} copy={copy} />
            ))}
          </ul>
          {pending && <p className="text-xs">{t('myData.copy.refreshing')}</p>}
        </>
      )}
    </MyDataSection>
  );
}
