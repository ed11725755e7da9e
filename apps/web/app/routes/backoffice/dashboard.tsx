import { PageHeading } from '../../components/page-heading';
import { DashboardSpan, WaitingTiles } from '../../features/backoffice/dashboard-tiles';
import { StatsChart } from '../../features/sellers/stats-chart';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/dashboard';

export const meta = staticPageMeta('admin.dashboard.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await webOf(context).api.backoffice.dashboard({}) };
}

/** The back office's first screen: what waits for an operator, today and the week, and 30 days in a chart. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dashboard } = loaderData;
  return (
    <>
      <PageHeading sub={t('admin.dashboard.hint')}>{t('admin.dashboard.title')}</PageHeading>
      <WaitingTiles waiting={dashboard.waiting} />
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        <DashboardSpan id="today" title={t('admin.dashboard.today')} figures={dashboard.today} />
        <DashboardSpan id="week" title={t('admin.dashboard.week')} figures={dashboard.week} />
      </div>
      <StatsChart statistics={dashboard.chart} />
      <p className="text-sm text-muted">{t('admin.dashboard.chartNote')}</p>
    </>
  );
}
