/** Only what changed, before and after: what an edit's audit row keeps. */
export function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
