import { periodLabel, type Statistics } from '@bazar/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { axisLabel } from './stats-format';

const colours = { revenue: '#6d28d9', orders: '#d97706', grid: '#e5e7eb', text: '#4b5563' };

/**
 * Revenue (bars, left axis, ₼) and orders (line, right axis) per period. Recharts measures its box
 * in the browser, so the server sends the empty box at its final height and the chart draws into
 * it after hydration; the periods table below carries the same numbers without JavaScript.
 */
export function StatsChart({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const range = { from: statistics.from, to: statistics.to };
  const points = statistics.rows.map((row) => ({
    axis: axisLabel(row.period, statistics.by),
    label: periodLabel(row.period, statistics.by, range),
    revenue: row.revenue,
    orders: row.orders,
  }));
  const names = { revenue: t('seller.stats.revenue'), orders: t('seller.stats.orders') };
  return (
    <section className="mb-6 rounded-card border border-line p-4" aria-labelledby="stats-chart-title">
      <h2 id="stats-chart-title" className="mb-3 font-semibold">
        {t('seller.stats.chart')}
      </h2>
      <div className="h-72 w-full" data-testid="stats-chart">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="axis" tick={{ fontSize: 12, fill: colours.text }} minTickGap={12} />
            <YAxis
              yAxisId="revenue"
              tick={{ fontSize: 12, fill: colours.text }}
              tickFormatter={(value: number) => `${value} ₼`}
              width={64}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12, fill: colours.text }}
              width={32}
            />
            <Tooltip
              labelFormatter={(_, payload) => payload?.[0]?.payload?.label ?? ''}
              formatter={(value, name) =>
                name === names.revenue ? formatMoney(Number(value)) : String(value)
              }
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name={names.revenue}
              fill={colours.revenue}
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={names.orders}
              stroke={colours.orders}
              strokeWidth={2}
              dot={points.length <= 14}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
