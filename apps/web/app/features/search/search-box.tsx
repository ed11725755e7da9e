import { Clock, Folder, ImageOff, Search, Store } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { SquareImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { priceText } from '../catalog/product-card';
import { type EntryKind, type SuggestionEntry, suggestionEntries } from './suggestion-entries';
import { useSuggestions } from './use-suggestions';

const groupIcons = { terms: Clock, categories: Folder, sellers: Store } as const;
const groupTitles = {
  terms: 'search.group.terms',
  products: 'search.group.products',
  categories: 'search.group.categories',
  sellers: 'search.group.sellers',
} as const;

function EntryLine({ entry }: { entry: SuggestionEntry }) {
  const t = useT();
  if (entry.kind === 'products')
    return (
      <>
        {entry.image ? (
          <SquareImage src={entry.image} alt="" size={40} className="size-10 rounded object-cover" />
        ) : (
          <ImageOff className="size-10 p-2 text-muted" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate">{entry.label}</span>
        {entry.price !== undefined && (
          <span className="shrink-0 text-sm font-semibold" data-testid="suggestion-price">
            {priceText(t, entry.price, entry.priceFrom === true)}
          </span>
        )}
      </>
    );
  const Icon = groupIcons[entry.kind];
  return (
    <>
      <Icon className="size-4 shrink-0 text-muted" aria-hidden />
      <span className="min-w-0 flex-1 truncate">{entry.label}</span>
    </>
  );
}

/**
 * The search box with live suggestions (spec section 4): they are asked for as the text changes
 * (never for Enter or the arrow keys, which do not change it); the arrows move the highlight,
 * Enter opens the highlighted line or else the results page, a click outside or Escape closes
 * the list, and a click on the empty box offers the most sought terms. Without JavaScript it is
 * a plain form that opens the results page.
 */
export function SearchBox({ variant }: { variant: 'header' | 'page' }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const { suggestions, request, clear } = useSuggestions(lang);
  const entries = suggestions ? suggestionEntries(suggestions.data, lang) : [];
  const open = entries.length > 0;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) clear();
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, clear]);

  const change = (next: string) => {
    setValue(next);
    setHighlight(-1);
    if (next.trim().length >= 1) request(next.trim());
    else clear();
  };

  const offerMostSought = () => {
    if (value.trim() === '' && !open) request('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const last = entries.length - 1;
      setHighlight((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      const chosen = entries[highlight];
      clear();
      if (chosen) {
        event.preventDefault();
        navigate(chosen.href);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      clear();
    }
  };

  const inputId = `${variant}-search`;
  const active = entries[highlight];
  let lastKind: EntryKind | null = null;
  return (
    <div ref={container} className="relative min-w-0 flex-1">
      <Form
        method="get"
        action={localizePath('/search', lang)}
        role="search"
        className="flex"
        onSubmit={clear}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          id={inputId}
          name="keyword"
          type="search"
          required
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? `${listId}-${active.key}` : undefined}
          value={value}
          onChange={(event) => change(event.target.value)}
          onClick={offerMostSought}
          onKeyDown={onKeyDown}
          placeholder={t('header.searchPlaceholder')}
          className={
            variant === 'header'
              ? 'w-full min-w-0 rounded-l-lg border border-r-0 border-line px-3 py-2 text-sm outline-none focus:border-accent'
              : 'min-w-0 flex-1 rounded-l-lg border border-r-0 border-line px-3 py-2.5 outline-none focus:border-accent'
          }
        />
        <button
          type="submit"
          className="rounded-r-lg bg-accent px-3 text-white hover:bg-accent-hover"
          aria-label={t('header.search')}
        >
          <Search className="size-5" aria-hidden />
        </button>
      </Form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!open}
        className={
          variant === 'header'
            ? 'absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg'
            : 'mt-2 py-1'
        }
        data-testid="search-suggestions"
      >
        {entries.map((entry, index) => {
          const heading = entry.kind !== lastKind ? t(groupTitles[entry.kind]) : null;
          lastKind = entry.kind;
          return (
            <div key={entry.key} role="presentation">
              {heading && (
                <p role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase">
                  {heading}
                </p>
              )}
              <Link
                id={`${listId}-${entry.key}`}
                to={entry.href}
                role="option"
                aria-selected={index === highlight}
                tabIndex={-1}
                onClick={clear}
                onMouseEnter={() => setHighlight(index)}
                className={`flex items-center gap-3 px-3 py-2 text-sm ${index === highlight ? 'bg-accent-soft text-accent' : 'hover:bg-surface'}`}
              >
                <EntryLine entry={entry} />
              </Link>
            </div>
          );
        })}
      </div>
    </div>
  );
}
