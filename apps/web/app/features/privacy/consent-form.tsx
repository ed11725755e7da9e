import type { ConsentPurpose } from '@bazar/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import type { ConsentState } from './consent-cookie';

const primary =
  'rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const secondary =
  'rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Where the consent forms post: a route action, so they work without JavaScript. */
export function useConsentAction(): string {
  return localizePath('/cookie-settings', useLang());
}

/**
 * A plain form (not React Router's): the answer is a whole new page, so the tags the choice allows
 * or forbids are rendered, or left out, by the server. It names the purposes it offers: those it
 * does not show keep their earlier answer.
 */
export function ConsentPostForm({
  offered,
  className,
  children,
}: {
  offered: ConsentPurpose[];
  className?: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={useConsentAction()} className={className}>
      <input type="hidden" name="returnTo" value={pathname + search} />
      {offered.map((purpose) => (
        <input key={purpose} type="hidden" name="offered" value={purpose} />
      ))}
      {children}
    </form>
  );
}

export function ConsentButtons({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="submit" name="intent" value="necessary" className={secondary}>
        {t('consent.necessaryOnly')}
      </button>
      <button type="submit" name="intent" value="all" className={primary}>
        {t('consent.acceptAll')}
      </button>
      {children}
    </div>
  );
}

/** One purpose with what it means; necessary cookies are shown ticked and fixed. */
export function PurposeChoice({
  purpose,
  checked,
  idPrefix,
}: {
  purpose: ConsentPurpose | 'necessary';
  checked: boolean;
  idPrefix: string;
}) {
  const t = useT();
  const id = `${idPrefix}-${purpose}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={purpose === 'necessary' ? undefined : purpose}
        defaultChecked={checked}
        disabled={purpose === 'necessary'}
        aria-describedby={`${id}-text`}
        className="mt-1 size-4 shrink-0 accent-accent"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {t(`consent.purpose.${purpose}.title`)}
        </label>
        <p id={`${id}-text`} className="text-sm text-muted">
          {t(`consent.purpose.${purpose}.text`)}
        </p>
      </div>
    </div>
  );
}

export function SaveButton() {
  const t = useT();
  return (
    <button type="submit" name="intent" value="save" className={primary}>
      {t('consent.save')}
    </button>
  );
}

/** The settings: each purpose offered with its current answer, then save, refuse all or accept all. */
export function ConsentSettingsForm({
  consent,
  offered,
}: {
  consent: ConsentState;
  offered: ConsentPurpose[];
}) {
  return (
    <ConsentPostForm offered={offered} className="space-y-4">
      <PurposeChoice purpose="necessary" checked idPrefix="consent-settings" />
      {offered.map((purpose) => (
        <PurposeChoice
          key={purpose}
          purpose={purpose}
          checked={consent.granted[purpose]}
          idPrefix="consent-settings"
        />
      ))}
      <ConsentButtons>
        <SaveButton />
      </ConsentButtons>
    </ConsentPostForm>
  );
}
