import { type Lang, periodLabel, type Statistics, translate } from '@bazar/contracts';
import ExcelJS from 'exceljs';

const aznFormat = '#,##0.00';
const rateFormat = '0.0%';

/**
 * The statistics as a workbook: one row per period with a totals row, then the best sellers on a
 * second sheet. Numbers stay numbers (AZN with two decimals, the rate as a percentage) so the
 * seller can sum and chart them in Excel.
 */
export async function statisticsWorkbook(statistics: Statistics, lang: Lang): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[0]) => translate(key, lang);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bazar';

  const periods = workbook.addWorksheet(t('stats.sheet.statistics'));
  periods.columns = [
    { header: t('stats.column.period'), key: 'period', width: 28 },
    { header: t('stats.column.revenue'), key: 'revenue', width: 16, style: { numFmt: aznFormat } },
    { header: t('stats.column.orders'), key: 'orders', width: 12 },
    { header: t('stats.column.items'), key: 'items', width: 16 },
    { header: t('stats.column.averageOrder'), key: 'averageOrder', width: 20, style: { numFmt: aznFormat } },
    {
      header: t('stats.column.cancellationRate'),
      key: 'cancellationRate',
      width: 16,
      style: { numFmt: rateFormat },
    },
  ];
  const range = { from: statistics.from, to: statistics.to };
  for (const row of statistics.rows)
    periods.addRow({ ...row, period: periodLabel(row.period, statistics.by, range) });
  periods.addRow({ ...statistics.totals, period: t('stats.column.total') }).font = { bold: true };

  const top = workbook.addWorksheet(t('stats.sheet.topProducts'));
  top.columns = [
    { header: '#', key: 'rank', width: 5 },
    { header: t('stats.column.product'), key: 'title', width: 48 },
    { header: t('stats.column.code'), key: 'code', width: 16 },
    { header: t('stats.column.items'), key: 'items', width: 16 },
    { header: t('stats.column.revenue'), key: 'revenue', width: 16, style: { numFmt: aznFormat } },
  ];
  statistics.topProducts.forEach((product, index) => {
    top.addRow({ ...product, rank: index + 1 });
  });

  for (const sheet of [periods, top]) {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
