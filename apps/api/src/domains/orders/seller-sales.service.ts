import {
  addDays,
  defaultStatisticsDays,
  type Lang,
  marketDay,
  type Period,
  periodStarts,
  rangeProblem,
  type SaleRow,
  type SalesPage,
  type SalesQuery,
  type Statistics,
  type StatisticsFigures,
  type StatisticsQuery,
  saleOutcome,
  salesFilterStatuses,
  toAzn,
  topProductsCount,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { SellersService } from '../sellers';
import { type PeriodFigures, type SalesScope, SellerSalesRepo } from './seller-sales.repo';
import { statisticsWorkbook } from './seller-sales.workbook';

/** Reversed or too long ranges are the caller's mistake: 422 with the message beside the field. */
function checkRange(range: { from?: string; to?: string }, by?: Period): void {
  const problem = rangeProblem(range, by);
  if (problem) throw new AppError('unprocessable', problem.key, { [problem.field]: [problem.key] });
}

/** Figures from counts in qəpik: average per counted part, cancellation rate as a share of all parts. */
function figures(sum: Omit<PeriodFigures, 'period'>): StatisticsFigures {
  const counted = sum.parts - sum.lostParts;
  return {
    revenue: toAzn(sum.revenue),
    orders: sum.parts,
    items: sum.items,
    averageOrder: counted > 0 ? Math.round(sum.revenue / counted) / 100 : 0,
    cancellationRate: sum.parts > 0 ? Math.round((sum.lostParts / sum.parts) * 10_000) / 10_000 : 0,
  };
}

/**
 * A shop's sales and statistics in the seller cabinet (SEL-06, SEL-09). Every call first settles
 * which shop it acts on (sellers their own, staff a named one), so a shop sees only its own parts.
 */
export class SellerSalesService {
  private readonly repo: SellerSalesRepo;

  constructor(
    db: Database,
    private readonly sellers: SellersService,
  ) {
    this.repo = new SellerSalesRepo(db);
  }

  async sales(caller: Caller, query: SalesQuery): Promise<SalesPage> {
    const shopId = await this.sellers.actingShop(caller, query.shopId);
    checkRange(query);
    const { items, total } = await this.repo.saleRows(
      { shopId, from: query.from, to: query.to },
      salesFilterStatuses[query.filter],
      query.page,
      query.pageSize,
    );
    return {
      items: items.map(
        ({ item, orderNumber, orderedAt, status }): SaleRow => ({
          id: item.id,
          orderNumber,
          orderedAt: orderedAt.toISOString(),
          productId: item.productId,
          comboId: item.comboId,
          slug: item.slug,
          title: item.title,
          code: item.code,
          variant: item.variant,
          count: item.count,
          unitPrice: toAzn(item.unitPrice),
          total: toAzn(item.unitPrice * item.count),
          status,
          outcome: saleOutcome(status),
        }),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  /** Figures per Baku period over the range, every period present (zeros too), totals and best sellers. */
  async statistics(caller: Caller, query: StatisticsQuery, now = new Date()): Promise<Statistics> {
    const shopId = await this.sellers.actingShop(caller, query.shopId);
    const to = query.to ?? (query.from && query.from > marketDay(now) ? query.from : marketDay(now));
    const from = query.from ?? addDays(to, 1 - defaultStatisticsDays);
    checkRange({ from, to }, query.by);
    return this.statisticsOf({ shopId, from, to }, query.by);
  }

  /** The figures of a checked range, for one shop or (shop null) the whole marketplace. */
  async statisticsOf(scope: SalesScope & { from: string; to: string }, by: Period): Promise<Statistics> {
    const [found, top] = await Promise.all([
      this.repo.figuresByPeriod(scope, by),
      this.repo.topProducts(scope, topProductsCount),
    ]);
    const byPeriod = new Map(found.map((row) => [row.period, row]));
    const empty = { parts: 0, lostParts: 0, revenue: 0, items: 0 };
    const rows = periodStarts(scope.from, scope.to, by).map((period) => ({
      period,
      ...figures(byPeriod.get(period) ?? empty),
    }));
    const sum = found.reduce(
      (total, row) => ({
        parts: total.parts + row.parts,
        lostParts: total.lostParts + row.lostParts,
        revenue: total.revenue + row.revenue,
        items: total.items + row.items,
      }),
      empty,
    );
    return {
      from: scope.from,
      to: scope.to,
      by,
      rows,
      totals: figures(sum),
      topProducts: top.map((row) => ({ ...row, revenue: toAzn(row.revenue) })),
    };
  }

  /** The statistics as an .xlsx workbook in the caller's language, with the file name to save it as. */
  async statisticsFile(
    caller: Caller,
    query: StatisticsQuery,
    lang: Lang,
  ): Promise<{ fileName: string; content: Buffer }> {
    const statistics = await this.statistics(caller, query);
    return {
      fileName: `bazar-statistics-${statistics.from}_${statistics.to}-${statistics.by}.xlsx`,
      content: await statisticsWorkbook(statistics, lang),
    };
  }
}
