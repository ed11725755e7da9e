import type { ReactNode } from 'react';

/** The narrow card that sign-in, registration and password reset sit in. */
export function AuthCard({
  title,
  sub,
  children,
  footer,
}: {
  title: string;
  sub?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 sm:py-12">
      <div className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {sub && <p className="mt-1 text-sm text-muted">{sub}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mt-4 text-center text-sm text-muted">{footer}</p>}
    </div>
  );
}

export const textLink = 'font-semibold text-accent hover:underline';
