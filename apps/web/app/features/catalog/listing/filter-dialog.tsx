import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { FilterPanel } from './filter-panel';
import type { FilterKind } from './listing-query';
import type { Listing } from './load-listing';

/**
 * The filters on a phone: a drawer over the page. Without JavaScript the button is a link to the
 * filter column, which then shows in the page (`:target`).
 */
export function FilterDialog({
  listing,
  controls,
  applied,
}: {
  listing: Listing;
  controls: FilterKind[];
  applied: number;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* biome-ignore lint/a11y/useValidAnchor: without JavaScript it is a link that shows the filter column (:target) */}
      <a
        ref={trigger}
        href="#listing-filters"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold lg:hidden"
        data-testid="filters-button"
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {t('catalog.filters.title')}
        {applied > 0 && <span className="rounded-full bg-accent px-1.5 text-xs text-white">{applied}</span>}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col bg-white shadow-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t('catalog.filters.title')}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1.5 hover:bg-surface"
              aria-label={t('catalog.filters.close')}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">
            <FilterPanel
              listing={listing}
              controls={controls}
              autoSubmit={false}
              onDone={() => setOpen(false)}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
