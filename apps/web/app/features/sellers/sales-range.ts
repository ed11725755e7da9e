import {
  DateRange,
  type Lang,
  type Period,
  rangeProblem,
  StatisticsPeriod,
  translate,
} from '@bazar/contracts';
import { type FieldErrors, validate } from '../../lib/forms';

export interface RangeFromUrl {
  /** What the visitor typed, to show back in the form. */
  values: { from: string; to: string };
  /** The checked range to ask the API for; null when a field has an error. */
  range: { from?: string; to?: string } | null;
  errors: FieldErrors;
}

/**
 * Reads a date range from the page address (a GET form, so it works without JavaScript) and
 * checks it with the API's own rules, so a wrong range shows its message beside the field.
 */
export function readRange(url: URL, lang: Lang, by?: Period): RangeFromUrl {
  const values = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
  const parsed = validate(DateRange, values, lang);
  if (!parsed.ok) return { values, range: null, errors: parsed.errors };
  const problem = rangeProblem(parsed.data, by);
  if (problem) return { values, range: null, errors: { [problem.field]: translate(problem.key, lang) } };
  return { values, range: parsed.data, errors: {} };
}

/** The grouping of the statistics from the address; day when absent or unknown. */
export function readPeriod(url: URL): Period {
  const parsed = StatisticsPeriod.safeParse(url.searchParams.get('by'));
  return parsed.success ? parsed.data : 'day';
}

/** The range as query text (`?from=…&to=…`), empty bounds left out, for links that keep it. */
export function rangeSearch(
  values: { from: string; to: string },
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...values, ...extra })) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
