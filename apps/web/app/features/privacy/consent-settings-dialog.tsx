import type { ConsentPurpose } from '@bazar/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { ConsentState } from './consent-cookie';
import { ConsentSettingsForm, useConsentAction } from './consent-form';

/**
 * The footer's "Cookie settings": the choices again in a dialog (Radix: focus kept inside, Escape
 * closes, focus goes back to the link). Without JavaScript it is a link to the settings page.
 */
export function ConsentSettingsDialog({
  consent,
  offered,
  className,
  defaultOpen = false,
}: {
  consent: ConsentState;
  offered: ConsentPurpose[];
  className?: string;
  defaultOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <a
          href={useConsentAction()}
          className={className}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('consent.footerLink')}
        </a>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/40" />
        <Dialog.Content
          data-testid="consent-settings"
          className="fixed left-1/2 top-1/2 z-[70] max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{t('consent.settings.title')}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1.5 hover:bg-surface"
              aria-label={t('consent.settings.close')}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted">
            {t('consent.settings.intro')}
          </Dialog.Description>
          <ConsentSettingsForm consent={consent} offered={offered} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
