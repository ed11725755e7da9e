import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { FilterLink } from './filter-link';
import { FilterPanel } from './filter-panel';
import type { FilterKind } from './listing-query';
import type { Listing } from './load-listing';

/** The filters on a phone: a drawer over the page (loaded on first use: filter-button.tsx). */
export function FilterDialog({
  listing,
  controls,
  applied,
  defaultOpen = false,
}: {
  listing: Listing;
  controls: FilterKind[];
  applied: number;
  defaultOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <FilterLink
        ref={trigger}
        applied={applied}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      />
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
