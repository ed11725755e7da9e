import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { MyDataSection, outlineButton, primaryButton } from './my-data-section';

/** PRV-04 restriction: no offers, promo codes or analytics; orders keep working. */
export function MyDataRestrict({ restricted }: { restricted: boolean }) {
  const t = useT();
  const State = restricted ? ShieldCheck : ShieldOff;
  return (
    <MyDataSection id="restrict" title={t('myData.restrict.title')} icon={ShieldOff}>
      <p>{t('myData.restrict.text')}</p>
      <p
        className={`flex items-center gap-2 font-semibold ${restricted ? 'text-success' : 'text-ink'}`}
        data-testid="restriction-state"
      >
        <State className="size-4 shrink-0" aria-hidden />
        {t(restricted ? 'myData.restrict.on' : 'myData.restrict.off')}
      </p>
      <Form method="post">
        <input type="hidden" name="restricted" value={String(!restricted)} />
        <button
          type="submit"
          name="intent"
          value="restrict"
          className={restricted ? outlineButton : primaryButton}
        >
          {t(restricted ? 'myData.restrict.lift' : 'myData.restrict.title')}
        </button>
      </Form>
    </MyDataSection>
  );
}
