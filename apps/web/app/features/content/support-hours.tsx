import type { SupportDesk } from '@bazar/contracts';
import { Clock, Phone } from 'lucide-react';
import { useT } from '../../lib/i18n';

/**
 * Spec CNT-09: the support hours, whether support is open now (as the API said when the page was
 * served, so the page never says otherwise after it loads) and the phone line.
 */
export function SupportHours({ desk }: { desk: SupportDesk }) {
  const t = useT();
  return (
    <section
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5"
      aria-labelledby="support-hours-title"
      data-testid="support-hours"
    >
      <div>
        <h2 id="support-hours-title" className="flex items-center gap-2 font-bold">
          <Clock className="size-4" aria-hidden /> {t('faq.hours.title')}
        </h2>
        <p className="mt-1 text-sm">{t('footer.supportHours')}</p>
        <p
          className={`mt-2 inline-flex items-center gap-2 text-sm font-semibold ${desk.open ? 'text-success' : 'text-muted'}`}
          data-testid="support-status"
          data-open={desk.open}
        >
          <span className={`size-2 rounded-full ${desk.open ? 'bg-success' : 'bg-muted'}`} aria-hidden />
          {desk.open
            ? t('faq.hours.open', { closes: desk.closes })
            : t('faq.hours.closed', { day: desk.opensOn ?? '', opens: desk.opens })}
        </p>
      </div>
      <div className="sm:border-l sm:border-line sm:pl-4">
        <h2 className="flex items-center gap-2 font-bold">
          <Phone className="size-4" aria-hidden /> {t('footer.phone')}
        </h2>
        <a
          href={`tel:${desk.phone}`}
          className="mt-1 inline-block text-2xl font-bold text-accent hover:text-accent-hover"
        >
          {desk.phone}
        </a>
      </div>
    </section>
  );
}
