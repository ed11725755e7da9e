import { type FaqEntry, type FaqTopic, faqTopics, foldAz } from '@bazar/contracts';

/**
 * The entries whose question or answer holds every word of the query, letters folded as the
 * product search folds them (ə→e, ş→s, …; any case), so `odenis` finds `ödəniş`.
 */
export function filterFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const words = foldAz(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = foldAz(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}

/** The entries by topic, in the topics' order; topics without entries are left out. */
export function groupByTopic(entries: FaqEntry[]): { topic: FaqTopic; entries: FaqEntry[] }[] {
  return faqTopics
    .map((topic) => ({ topic, entries: entries.filter((entry) => entry.topic === topic) }))
    .filter((group) => group.entries.length > 0);
}
