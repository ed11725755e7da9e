import { Phone } from 'lucide-react';
import { hotline } from '../../components/footer';
import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/faq';

export const meta = staticPageMeta('faq.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { faq: await webOf(context).api.faq() };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container narrow>
      <PageHeading>{t('faq.title')}</PageHeading>
      <h2 className="mb-3 text-lg font-bold">{t('faq.questions')}</h2>
      <div className="divide-y divide-line rounded-card border border-line">
        {loaderData.faq.map((entry) => (
          <details key={entry.id} className="group px-4 py-3">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <p className="mt-2 text-sm text-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
      <h2 className="mb-3 mt-8 text-lg font-bold">{t('faq.contact')}</h2>
      <p className="flex items-center gap-2">
        <Phone className="size-4" aria-hidden />
        <a href={`tel:${hotline.tel}`} className="font-semibold">
          {t('footer.phone')}: {hotline.display}
        </a>
      </p>
      <p className="mt-1 text-sm text-muted">{t('footer.supportHours')}</p>
    </Container>
  );
}
