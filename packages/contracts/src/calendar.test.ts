import { describe, expect, it } from 'vitest';
import { isCalendarDay, marketDay, periodEnd, periodLabel, periodStarts } from './calendar';
import { rangeProblem } from './seller-sales';

describe('calendar days in Asia/Baku', () => {
  it('[SEL-09] an instant late in the UTC evening is already the next day in Baku', () => {
    expect(marketDay(new Date('2024-03-04T19:59:59Z'))).toBe('2024-03-04');
    expect(marketDay(new Date('2024-03-04T20:00:00Z'))).toBe('2024-03-05');
  });

  it('[SEL-09] periods cover the range without gaps: weeks from Monday, months from the 1st', () => {
    expect(periodStarts('2024-02-28', '2024-03-02', 'day')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(periodStarts('2024-03-01', '2024-03-18', 'week')).toEqual([
      '2024-02-26',
      '2024-03-04',
      '2024-03-11',
      '2024-03-18',
    ]);
    expect(periodStarts('2023-12-15', '2024-02-01', 'month')).toEqual([
      '2023-12-01',
      '2024-01-01',
      '2024-02-01',
    ]);
    expect(periodEnd('2024-02-01', 'month')).toBe('2024-02-29');
    expect(periodLabel('2024-02-26', 'week', { from: '2024-03-01', to: '2024-03-31' })).toBe(
      '01/03/2024 – 03/03/2024',
    );
  });

  it('[SEL-06] only real dates; a reversed or too long range names its field', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(rangeProblem({ from: '2024-03-02', to: '2024-03-01' })).toEqual({
      field: 'to',
      key: 'validation.dateRangeReversed',
    });
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' }, 'day')).toBeNull();
    expect(rangeProblem({ from: '2023-01-01', to: '2024-12-31' }, 'day')?.key).toBe('stats.rangeTooLong.day');
    expect(rangeProblem({ from: '2023-01-01', to: '2024-12-31' }, 'month')).toBeNull();
  });
});
