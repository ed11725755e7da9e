import { type AdminDashboard, addDays, type DashboardFigures, marketDay } from '@bazar/contracts';
import type { PeopleAdminService } from '../accounts';
import type { ProductCounts } from '../catalog';
import type { ContactCounts } from '../content';
import type { SellerSalesService } from '../orders';
import type { PaymentsService } from '../payments';
import type { ShopReads } from '../sellers';

/** Each owning domain's counts the dashboard shows. */
export interface DashboardSources {
  sales: SellerSalesService;
  payments: PaymentsService;
  people: PeopleAdminService;
  shops: ShopReads;
  products: ProductCounts;
  messages: ContactCounts;
}

/** How many Baku days the dashboard's chart covers, today included. */
const chartDays = 30;
const weekDays = 7;

/** The back office's first screen: the marketplace's day and week at a glance, and what waits. */
export class DashboardService {
  constructor(private readonly sources: DashboardSources) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const today = marketDay(now);
    const weekStart = addDays(today, 1 - weekDays);
    // The shop orders and sales of the whole marketplace, by the same rules as a seller's statistics.
    const { sales, payments } = this.sources;
    const [chart, todayNew, weekNew, waiting, refunds] = await Promise.all([
      sales.statisticsOf({ shopId: null, from: addDays(today, 1 - chartDays), to: today }, 'day'),
      this.newcomersSince(today),
      this.newcomersSince(weekStart),
      this.waiting(),
      payments.refunds.refusedRefunds(),
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

  /** Buyers who signed up and shops that registered from the start of `day` (Baku) on. */
  private async newcomersSince(day: string): Promise<{ newBuyers: number; newShops: number }> {
    const [newBuyers, newShops] = await Promise.all([
      this.sources.people.buyersSince(day),
      this.sources.shops.registeredSince(day),
    ]);
    return { newBuyers, newShops };
  }

  /** Products waiting for moderation, shops waiting for a decision, contact messages not yet answered. */
  private async waiting(): Promise<{ products: number; shops: number; messages: number }> {
    const [products, shops, messages] = await Promise.all([
      this.sources.products.pending(),
      this.sources.shops.waitingDecision(),
      this.sources.messages.open(),
    ]);
    return { products, shops, messages };
  }
}
