import * as Dialog from '@radix-ui/react-dialog';
import { Printer, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { localizePath } from '../lib/language';
import type { loader as legalPageLoader } from '../routes/store/legal-page';

/**
 * A link to the buyer agreement (header, footer, registration): opens it in a printable, closable
 * dialog. Without JavaScript it is a plain link to the agreement page.
 */
export function TermsDialog({
  className,
  label,
  defaultOpen = false,
}: {
  className?: string;
  label?: string;
  defaultOpen?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(defaultOpen);
  const fetcher = useFetcher<typeof legalPageLoader>();
  const href = localizePath('/buyer-agreement', lang);
  const page = fetcher.data?.page;
  // Opened by its first click (deferred-controls.tsx): load the agreement at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (defaultOpen && fetcher.state === 'idle' && !fetcher.data) fetcher.load(href);
  }, []);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && fetcher.state === 'idle' && !fetcher.data) fetcher.load(href);
      }}
    >
      <a
        href={href}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
          if (fetcher.state === 'idle' && !fetcher.data) fetcher.load(href);
        }}
      >
        {label ?? t('header.terms')}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" data-print-hide />
        <Dialog.Content
          data-print-root
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-bold">{page?.title ?? t('header.terms')}</Dialog.Title>
            <div className="flex items-center gap-2" data-print-hide>
              <button
                type="button"
                onClick={() => window.print()}
                className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-line px-3 py-1.5 text-sm hover:bg-surface"
              >
                <Printer className="size-4" aria-hidden /> {t('agreement.print')}
              </button>
              <Dialog.Close className="rounded-md p-1.5 hover:bg-surface" aria-label={t('agreement.close')}>
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description asChild>
            <div className="prose-content overflow-y-auto px-5 py-4 text-sm">
              {page ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: marketplace-authored legal text from our own database
                <div dangerouslySetInnerHTML={{ __html: page.body }} />
              ) : (
                <p>{t('agreement.loading')}</p>
              )}
            </div>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
