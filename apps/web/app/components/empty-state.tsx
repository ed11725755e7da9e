import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { localizePath } from '../lib/language';

const looks = {
  /** A buyer's or seller's page: a large icon and a large line. */
  page: { box: '', icon: 'size-12 text-muted', title: 'mt-3 text-lg font-semibold' },
  /** A work list (orders to handle): the same, with a plain-sized line. */
  list: { box: '', icon: 'size-12 text-muted', title: 'mt-3 font-semibold' },
  /** An operator's queue with nothing waiting: all muted, a smaller icon. */
  quiet: { box: ' text-muted', icon: 'size-10', title: 'mt-3' },
  /** A catalogue listing that found nothing: a bold line further from the icon. */
  listing: { box: '', icon: 'size-12 text-muted', title: 'mt-4 text-lg font-bold' },
};

/**
 * What a page shows instead of an empty list: an icon, a line, and what may follow (a hint, a link).
 * `section` where the empty state is the page's content under its heading: a section with a heading of its own.
 */
export function EmptyState({
  icon: Icon,
  title,
  testId,
  look = 'page',
  section = false,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  testId: string;
  look?: keyof typeof looks;
  section?: boolean;
  children?: ReactNode;
}) {
  const { box, icon, title: titleClass } = looks[look];
  const Box = section ? 'section' : 'div';
  const Title = section ? 'h2' : 'p';
  return (
    <Box
      className={`flex flex-col items-center rounded-card border border-dashed border-line px-4 py-14 text-center${box}`}
      data-testid={testId}
    >
      <Icon className={icon} aria-hidden />
      <Title className={titleClass}>{title}</Title>
      {children}
    </Box>
  );
}

/** An empty state's way on to the shop's front page. */
export function GoShoppingLink() {
  const t = useT();
  const lang = useLang();
  return (
    <Link
      to={localizePath('/', lang)}
      className="mt-6 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover"
    >
      {t('cart.goShopping')}
    </Link>
  );
}
