import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const primaryButton =
  'inline-flex items-center justify-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover disabled:opacity-60 aria-disabled:opacity-70';
export const dangerButton =
  'inline-flex items-center justify-center gap-1.5 rounded-lg bg-discount px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90 aria-disabled:opacity-70';
export const outlineButton =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface';

/** One of the page's sections (copy, correct, restrict, delete), reachable by its anchor. */
export function MyDataSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-card border border-line p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 shrink-0 text-accent" aria-hidden />
        {title}
      </h2>
      <div className="space-y-3 text-sm text-muted">{children}</div>
    </section>
  );
}
