import { data } from 'react-router';
import { NotFound } from '../../components/not-found';
import { translator } from '../../lib/i18n';
import type { Route } from './+types/not-found';

export function loader({ params }: Route.LoaderArgs) {
  return data(
    {
      title: translator(params.lang === 'en' || params.lang === 'ru' ? params.lang : 'az')('notFound.title'),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title} | Bazar` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage() {
  return <NotFound />;
}
