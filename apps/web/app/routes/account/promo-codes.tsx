import { PageHeading } from '../../components/page-heading';
import { PromoCodeList } from '../../features/promotions/my-promo-codes';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/promo-codes';

export const meta = staticPageMeta('promo.profile.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { codes: await webOf(context).api.promotions.myPromoCodes({}) };
}

/** `{lang}/user/profile/promo-codes`: the member's promo codes, active (with "use") and used. */
export default function PromoCodes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { codes } = loaderData;
  return (
    <>
      <PageHeading>{t('promo.profile.title')}</PageHeading>
      <p className="-mt-2 mb-6 text-muted">{t('promo.profile.intro')}</p>
      <div className="space-y-8">
        <PromoCodeList
          codes={codes.active}
          heading="promo.profile.active"
          empty="promo.profile.activeEmpty"
          testId="promo-codes-active"
        />
        <PromoCodeList
          codes={codes.used}
          heading="promo.profile.used"
          empty="promo.profile.usedEmpty"
          testId="promo-codes-used"
        />
      </div>
    </>
  );
}
