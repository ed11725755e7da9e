import type { FaqEntry } from '@bazar/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { filterFaq, groupByTopic } from './faq-filter';

/**
 * The help centre's questions by topic, with a search that narrows them as the visitor types.
 * Without JavaScript the search is a GET form (`?q=`) the server answers already narrowed.
 */
export function FaqList({ entries, initialQuery }: { entries: FaqEntry[]; initialQuery: string }) {
  const t = useT();
  const [query, setQuery] = useState(initialQuery);
  const found = filterFaq(entries, query);
  const searching = query.trim() !== '';
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="mb-3 text-lg font-bold">
        {t('faq.questions')}
      </h2>
      <Form method="get" role="search" preventScrollReset className="relative mb-2">
        <label htmlFor="faq-search" className="sr-only">
          {t('faq.search.label')}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id="faq-search"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('faq.search.placeholder')}
          autoComplete="off"
          className="w-full rounded-lg border border-line bg-white py-2.5 pl-9 pr-3 text-base outline-none focus:border-accent sm:text-sm"
        />
      </Form>
      <p role="status" className="mb-3 min-h-5 text-sm text-muted" data-testid="faq-search-status">
        {searching &&
          (found.length > 0
            ? t('faq.search.found', { count: found.length })
            : t('faq.search.none', { query: query.trim() }))}
      </p>
      {found.length > 0 && (
        <div className="space-y-6">
          {groupByTopic(found).map((group) => (
            <section key={group.topic} aria-labelledby={`faq-topic-${group.topic}`} data-testid="faq-topic">
              <h3 id={`faq-topic-${group.topic}`} className="mb-2 font-semibold text-muted">
                {t(`faq.topic.${group.topic}`)}
              </h3>
              <div className="divide-y divide-line rounded-card border border-line">
                {group.entries.map((entry) => (
                  // A search opens what it found: the answer is what the visitor came for.
                  <details key={entry.id} className="group px-4 py-3" open={searching}>
                    <summary className="cursor-pointer font-medium">{entry.question}</summary>
                    <p className="mt-2 whitespace-pre-line text-sm text-muted">{entry.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
