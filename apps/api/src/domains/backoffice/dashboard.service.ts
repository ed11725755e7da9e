import { type AdminDashboard, addDays, type DashboardFigures, marketDay } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import type { SellerSalesService } from '../orders';
import type { PaymentsService } from '../payments';
import { DashboardRepo } from './dashboard.repo';

/** How many Baku days the dashboard's chart covers, today included. */
const chartDays = 30;
const weekDays = 7;

/** The back office's first screen: the marketplace's day and week at a glance, and what waits. */
export class DashboardService {
  private readonly repo: DashboardRepo;

  constructor(
    db: Database,
    private readonly sales: SellerSalesService,
    private readonly payments: PaymentsService,
  ) {
    this.repo = new DashboardRepo(db);
  }

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const today = marketDay(now);
    const weekStart = addDays(today, 1 - weekDays);
    // The shop orders and sales of the whole marketplace, by the same rules as a seller's statistics.
    const [chart, todayNew, weekNew, waiting, refunds] = await Promise.all([
      this.sales.statisticsOf({ shopId: null, from: addDays(today, 1 - chartDays), to: today }, 'day'),
      this.repo.newcomersSince(today),
      this.repo.newcomersSince(weekStart),
      this.repo.waiting(),
      this.payments.refunds.refusedRefunds(),
    ]);
    const span = (from: string): Pick<DashboardFigures, 'orders' | 'revenue'> => {
      const rows = chart.rows.filter((row) => row.period >= from);
      return {
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        // Summed in qəpik, so the manat figure carries no floating-point dust.
        revenue: rows.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0) / 100,
      };
    };
    return {
      today: { ...span(today), ...todayNew },
      week: { ...span(weekStart), ...weekNew },
      waiting: { ...waiting, refunds: refunds.count, refundOrderId: refunds.oldestOrderId },
      chart,
    };
  }
}
