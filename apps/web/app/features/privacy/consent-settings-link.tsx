import { useT } from '../../lib/i18n';
import { useDeferred } from '../../lib/use-deferred';
import { offeredPurposes, usePrivacyChrome } from './consent-chrome';
import { useConsentAction } from './consent-form';

/**
 * The footer's list item linking to the choices, shown only when there is something to choose. The dialog's
 * code (Radix) loads on the first click; until then, and without JavaScript, it is a plain link.
 */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const t = useT();
  const privacy = usePrivacyChrome();
  const href = useConsentAction();
  const [Real, start, warm] = useDeferred(() =>
    import('./consent-settings-dialog').then((m) => m.ConsentSettingsDialog),
  );
  const offered = privacy ? offeredPurposes(privacy) : [];
  if (!privacy || offered.length === 0) return null;
  if (Real)
    return (
      <li>
        <Real consent={privacy.consent} offered={offered} className={className} defaultOpen />
      </li>
    );
  return (
    <li>
      <a
        href={href}
        className={className}
        onPointerEnter={warm}
        onClick={(event) => {
          event.preventDefault();
          start();
        }}
      >
        {t('consent.footerLink')}
      </a>
    </li>
  );
}
