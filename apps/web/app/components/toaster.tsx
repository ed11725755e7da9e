import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import type { Toast } from '../lib/toast';

const shownFor = 6000;

/**
 * The shared notification, used app-wide: one toast at a time, from a `redirectWithToast` of any
 * action. Errors are alerts (read out at once), other notes are status messages.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const t = useT();
  const [hiddenId, setHiddenId] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setHiddenId(toast.id), shownFor);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!toast || hiddenId === toast.id) return null;
  const error = toast.kind === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4 sm:justify-end">
      <div
        role={error ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm shadow-lg ${
          error ? 'border-discount/40 text-discount' : 'border-success/40 text-success'
        }`}
      >
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p className="flex-1 font-semibold">{toast.message}</p>
        <button
          type="button"
          onClick={() => setHiddenId(toast.id)}
          className="rounded p-0.5 text-muted hover:bg-surface"
          aria-label={t('toast.close')}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
