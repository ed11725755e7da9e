import type { AuditEntry } from '@bazar/contracts';
import { useT } from '../../lib/i18n';
import { formatDateTime } from '../orders/order-parts';

const roleKey = { 2: 'admin.audit.role.staff', 3: 'admin.audit.role.admin' } as const;

/** A value of the before/after record as one short line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an action changed: every key of before and after whose value differs. */
function changedFields(entry: AuditEntry): { key: string; before: unknown; after: unknown }[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys]
    .map((key) => ({ key, before: entry.before?.[key], after: entry.after?.[key] }))
    .filter((field) => JSON.stringify(field.before) !== JSON.stringify(field.after));
}

/** Operators' actions, newest first: when, who, what to which subject, and what changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  return (
    <ol className="grid gap-3" data-testid="audit-entries">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-card border border-line p-3 text-sm" data-testid="audit-entry">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <time dateTime={entry.at} className="text-muted">
              {formatDateTime(entry.at)}
            </time>
            <span className="font-semibold">
              {entry.actor.name}{' '}
              <span className="font-normal text-muted">
                ({t(roleKey[entry.actor.role as 2 | 3] ?? 'admin.audit.role.staff')})
              </span>
            </span>
            <code className="rounded bg-surface px-1.5 py-0.5" data-testid="audit-action">
              {entry.action}
            </code>
            <span data-testid="audit-subject">
              {/* A subject without a row of its own (a brand) is named in before and after. */}
              {entry.subjectType}
              {entry.subjectId > 0 && ` #${entry.subjectId}`}
            </span>
          </div>
          {entry.note && <p className="mt-1">{t('admin.audit.note', { note: entry.note })}</p>}
          {changedFields(entry).length > 0 && (
            <dl className="mt-2 grid gap-1">
              {changedFields(entry).map((field) => (
                <div key={field.key} className="flex flex-wrap gap-x-2 break-all">
                  <dt className="font-semibold">{field.key}:</dt>
                  <dd>
                    <span className="text-muted line-through">{shown(field.before)}</span> →{' '}
                    {shown(field.after)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
