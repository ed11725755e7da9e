import { bakuInstant, bakuLocal } from '@bazar/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useT } from '../../lib/i18n';

/** The three languages of every text, Azerbaijani first (the default). */
export const contentLangs = ['az', 'en', 'ru'] as const;
export type ContentLang = (typeof contentLangs)[number];

export const langLabels: Record<ContentLang, string> = { az: 'Azərbaycanca', en: 'English', ru: 'Русский' };

export const buttonLook = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-surface',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-discount px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90',
  small:
    'inline-flex items-center justify-center gap-1 rounded-lg border border-line bg-white px-2.5 py-1.5 text-xs font-semibold text-ink hover:bg-surface disabled:opacity-40',
};

export const inputLook =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm';

const stateLook: Record<string, string> = {
  draft: 'bg-surface text-muted',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-800',
  'in-force': 'bg-green-100 text-green-800',
  upcoming: 'bg-amber-100 text-amber-900',
  past: 'bg-surface text-muted',
  new: 'bg-accent-soft text-accent',
  answered: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
  hidden: 'bg-surface text-muted',
};

/** A small coloured label for a state (an article's, a version's, a message's). */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${stateLook[state] ?? ''}`}
      data-state={state}
    >
      {label}
    </span>
  );
}

/** An instant as a `datetime-local` value in Baku time. */
export function toBakuInput(iso: string | null | undefined): string {
  return iso ? bakuLocal(iso) : '';
}

/** A `datetime-local` value read as Baku time, as an ISO instant; null when it is not a date. */
export function fromBakuInput(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(bakuInstant(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The question before something that cannot be undone, where its link opened it. */
export function ConfirmBox({
  question,
  children,
  cancelHref,
  testId,
}: {
  question: string;
  children: ReactNode;
  cancelHref: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-3 rounded-card border border-discount/30 bg-discount/5 p-4"
      data-testid={testId}
    >
      <p role="alert" className="w-full font-semibold">
        {question}
      </p>
      {children}
      <Link to={cancelHref} className="text-sm font-semibold text-muted hover:underline" preventScrollReset>
        {t('admin.content.cancel')}
      </Link>
    </div>
  );
}

/** A section of a form with its title, as the seller cabinet's forms have. */
export function FormSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className="space-y-4 rounded-card border border-line p-4 sm:p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export const blogStateKey = (state: string) => `admin.content.blogState.${state}` as MessageKey;
export const contactStatusKey = (status: string) => `admin.content.messageStatus.${status}` as MessageKey;
export const versionStateKey = (state: string) => `admin.content.versionState.${state}` as MessageKey;
