import { formatDay, type Period } from '@bazar/contracts';

/** A share (0..1) as a percentage with one decimal and a comma, like the site's money: `33,3%`. */
export function formatPercent(share: number): string {
  return `${(share * 100).toFixed(1).replace('.', ',')}%`;
}

/** A period's short name on the chart's axis: `04/03` for a day or a week's Monday, `03/2024` for a month. */
export function axisLabel(start: string, by: Period): string {
  return by === 'month' ? `${start.slice(5, 7)}/${start.slice(0, 4)}` : formatDay(start).slice(0, 5);
}
