import { minutesAndSeconds, useCountdown, useHydrated } from '../lib/use-countdown';

/** The resend button of the account forms, as wide as the form. */
export const wideResendButton =
  'w-full rounded-lg border border-line px-4 py-2.5 text-sm font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:text-muted';

/**
 * "Send again" for an SMS code: disabled, with a visible countdown, until the API's resend wait is
 * over (without scripts it stays usable and the API answers when another code may come).
 */
export function ResendCodeButton({
  seconds,
  intent,
  label,
  waitingLabel,
  className,
  testId,
}: {
  seconds: number;
  intent: string;
  label: string;
  waitingLabel: (time: string) => string;
  className: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  const left = useCountdown(seconds);
  const waiting = left > 0;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={hydrated && waiting}
      className={className}
      data-testid={testId}
    >
      {waiting ? waitingLabel(minutesAndSeconds(left)) : label}
    </button>
  );
}
