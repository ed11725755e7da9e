/**
 * Calendar days as `yyyy-MM-dd` text, counted in Asia/Baku: what sellers pick in a date range and
 * what statistics group by. Plain date arithmetic (no time of day), so the server and the browser
 * agree whatever their own time zones are.
 */

export const marketTimeZone = 'Asia/Baku';

export type Period = 'day' | 'week' | 'month';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written `yyyy-MM-dd` (not 2024-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day an instant falls on in Baku. */
export function marketDay(instant: Date): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: marketTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
}

/** Days from `from` to `to`, both counted: 2024-03-01..2024-03-01 is one day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000) + 1;
}

/** The first day of the period a day is in: itself, the Monday of its week (ISO), the 1st of its month. */
export function periodStart(day: string, by: Period): string {
  if (by === 'day') return day;
  if (by === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (asDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The last day of the period that starts on `start`. */
export function periodEnd(start: string, by: Period): string {
  if (by === 'day') return start;
  if (by === 'week') return addDays(start, 6);
  const date = asDate(start);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return asDay(date);
}

/** Every period that touches `from`..`to`, by its first day, oldest first: a continuous chart axis. */
export function periodStarts(from: string, to: string, by: Period): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, by); start <= to; start = addDays(periodEnd(start, by), 1))
    starts.push(start);
  return starts;
}

/** dd/MM/yyyy, the spec's date format. */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/**
 * A period as people read it: a day `dd/MM/yyyy`, a week by its first and last day, a month
 * `MM/yyyy`. Within a range the first and last periods are cut to the range.
 */
export function periodLabel(start: string, by: Period, range?: { from: string; to: string }): string {
  if (by === 'day') return formatDay(start);
  if (by === 'month') return `${start.slice(5, 7)}/${start.slice(0, 4)}`;
  const first = range && range.from > start ? range.from : start;
  const end = periodEnd(start, by);
  const last = range && range.to < end ? range.to : end;
  return `${formatDay(first)} – ${formatDay(last)}`;
}

/** Baku has kept UTC+4 all year since 2016. */
export const bakuOffset = '+04:00';

/** A `datetime-local` value typed in Baku (2026-12-01T10:00) as an instant with its offset. */
export function bakuInstant(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${bakuOffset}` : local;
}

/** A UTC instant as a `datetime-local` value in Baku. */
export function bakuLocal(instant: string): string {
  const date = new Date(Date.parse(instant) + 4 * 3600_000);
  return date.toISOString().slice(0, 16);
}
