import { isLang, type Lang } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import { type MessageKey, translator } from './i18n';
import { pageMeta, siteOrigin } from './seo';

export function langParam(value: string | undefined): Lang {
  return isLang(value) ? value : 'az';
}

/** Meta for a page whose title is a catalogue message. */
export function staticPageMeta(titleKey: MessageKey) {
  return ({
    params,
    location,
    matches,
  }: {
    params: { lang?: string };
    location: { pathname: string };
    matches: Parameters<typeof siteOrigin>[0];
  }): MetaDescriptor[] => {
    const lang = langParam(params.lang);
    const t = translator(lang);
    return pageMeta({
      title: `${t(titleKey)} | Bazar`,
      description: t('site.description'),
      keywords: t('site.keywords'),
      pathname: location.pathname,
      lang,
      origin: siteOrigin(matches),
    });
  };
}

/** Formats a UTC instant for people in Azerbaijan: dd/MM/yyyy in Asia/Baku (spec date format). */
export function formatDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Baku',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}
