import type { CreditRequestDetail } from '@bazar/contracts';
import { PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { CreditItems, CreditStatusBadge, CreditTermsFacts, Panel } from './credit-request-view';

/** A credit request's page title: its number with its status beside it. */
export function CreditRequestTitle({ request }: { request: CreditRequestDetail }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <PageHeading>{t('credit.profile.number', { id: request.id })}</PageHeading>
      <div className="mb-6">
        <CreditStatusBadge status={request.status} />
      </div>
    </div>
  );
}

/** What the request buys and on which terms: the buyer and the operator read the same two panels. */
export function CreditGoodsPanels({ request }: { request: CreditRequestDetail }) {
  const t = useT();
  return (
    <>
      <Panel title={t('credit.profile.goods')}>
        <CreditItems items={request.items} />
      </Panel>
      <Panel title={t('credit.profile.terms.title')} testId="credit-terms">
        <CreditTermsFacts terms={request.terms} />
      </Panel>
    </>
  );
}
