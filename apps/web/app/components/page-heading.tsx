import type { ReactNode } from 'react';

export function PageHeading({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{children}</h1>
      {sub && <p className="mt-2 text-muted">{sub}</p>}
    </div>
  );
}

export function Container({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`mx-auto px-4 py-6 sm:py-8 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>{children}</div>;
}
