import type { Lang, SearchSuggestions } from '@bazar/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localizePath } from '../../lib/language';

/** Typing pauses this long before a request goes out, so a fast typist sends one, not one per key. */
const debounceMs = 150;

/** The answer shown, and the text it answers (`''` for the most sought terms). */
export type Suggestions = { query: string; data: SearchSuggestions } | null;

/**
 * Suggestions for what is typed, from the page's language. Each new request aborts the one before,
 * so an older answer can never land over a newer one; a failed request just clears them (spec:
 * a failed suggestion closes the dropdown silently, a failed most-sought call hides the panel).
 */
export function useSuggestions(lang: Lang) {
  const [suggestions, setSuggestions] = useState<Suggestions>(null);
  const pending = useRef<{ controller: AbortController; timer: number } | null>(null);

  const cancel = useCallback(() => {
    if (!pending.current) return;
    window.clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);

  const request = useCallback(
    (query: string) => {
      cancel();
      const controller = new AbortController();
      const run = async () => {
        try {
          const url = `${localizePath('/search-suggestions', lang)}?q=${encodeURIComponent(query)}`;
          const response = await fetch(url, { signal: controller.signal });
          if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
          const data = (await response.json()) as SearchSuggestions;
          if (!controller.signal.aborted) setSuggestions({ query, data });
        } catch {
          if (!controller.signal.aborted) setSuggestions(null);
        }
      };
      pending.current = { controller, timer: window.setTimeout(run, query ? debounceMs : 0) };
    },
    [cancel, lang],
  );

  const clear = useCallback(() => {
    cancel();
    setSuggestions(null);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return { suggestions, request, clear };
}
