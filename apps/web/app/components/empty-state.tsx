import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const looks = {
  /** A buyer's or seller's page: a large icon and a large line. */
  page: { box: '', icon: 'size-12 text-muted', title: 'mt-3 text-lg font-semibold' },
  /** A work list (orders to handle): the same, with a plain-sized line. */
  list: { box: '', icon: 'size-12 text-muted', title: 'mt-3 font-semibold' },
  /** An operator's queue with nothing waiting: all muted, a smaller icon. */
  quiet: { box: ' text-muted', icon: 'size-10', title: 'mt-3' },
};

/** What a page shows instead of an empty list: an icon, a line, and what may follow (a hint, a link). */
export function EmptyState({
  icon: Icon,
  title,
  testId,
  look = 'page',
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  testId: string;
  look?: keyof typeof looks;
  children?: ReactNode;
}) {
  const { box, icon, title: titleClass } = looks[look];
  return (
    <div
      className={`flex flex-col items-center rounded-card border border-dashed border-line px-4 py-14 text-center${box}`}
      data-testid={testId}
    >
      <Icon className={icon} aria-hidden />
      <p className={titleClass}>{title}</p>
      {children}
    </div>
  );
}
