import { z } from 'zod';
import { marketTimeZone } from './calendar';

/** ISO weekdays: Monday 1 … Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Spec CNT-09: customer support works Monday to Thursday, 09:00–18:00 Baku time. */
export const supportHours = {
  days: [1, 2, 3, 4] as readonly IsoWeekday[],
  opens: '09:00',
  closes: '18:00',
} as const;

/** The support phone line (a short number), as the site and the help centre give it. */
export const supportPhone = '*1234';

const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/** Open now, or closed and when it opens next: later today, tomorrow, or on a named weekday. */
export type SupportStatus = { open: true } | { open: false; opensOn: 'today' | 'tomorrow' | WeekdayKey };

const bakuClock = new Intl.DateTimeFormat('en-US', {
  timeZone: marketTimeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shortWeekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday and the time of day (`HH:mm`) an instant falls on in Baku. */
function bakuWeekdayAndTime(instant: Date): { weekday: IsoWeekday; time: string } {
  const parts = bakuClock.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    weekday: (shortWeekdays.indexOf(get('weekday')) + 1) as IsoWeekday,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** Whether support answers at this instant, and if not, when it opens next. */
export function supportStatus(instant: Date): SupportStatus {
  const { weekday, time } = bakuWeekdayAndTime(instant);
  const workday = supportHours.days.includes(weekday);
  if (workday && time >= supportHours.opens && time < supportHours.closes) return { open: true };
  if (workday && time < supportHours.opens) return { open: false, opensOn: 'today' };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (((weekday - 1 + ahead) % 7) + 1) as IsoWeekday;
    if (supportHours.days.includes(day))
      return { open: false, opensOn: ahead === 1 ? 'tomorrow' : (weekdayKeys[day - 1] as WeekdayKey) };
  }
  throw new Error('supportHours.days names no weekday');
}

/** `GET Content/SupportHours`: when support answers and whether it does now (spec CNT-09). */
export const SupportDesk = z.object({
  /** ISO weekdays it works: Monday 1 … Sunday 7. */
  days: z.array(z.number().int().min(1).max(7)),
  /** From and until when on those days (HH:mm), in `timeZone`. */
  opens: z.string(),
  closes: z.string(),
  timeZone: z.string(),
  phone: z.string(),
  /** Whether it answers at the moment of the answer. */
  open: z.boolean(),
  /** While closed, when it opens next: later today, tomorrow or on a weekday (`mon`…`sun`); null while open. */
  opensOn: z.enum(['today', 'tomorrow', ...weekdayKeys]).nullable(),
});
export type SupportDesk = z.infer<typeof SupportDesk>;
