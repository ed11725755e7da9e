import type { ReactNode } from 'react';
import { PartItems, PartTotals } from './order-view';

type PartShown = Parameters<typeof PartTotals>[0]['part'] & Parameters<typeof PartItems>[0];

/**
 * A part's goods and totals, with what the page shows beside them (below on a phone): the buyer,
 * the history. Buyers', sellers' and operators' order pages lay a part out alike.
 */
export function PartBody({ part, children }: { part: PartShown; children: ReactNode }) {
  return (
    <div className="grid gap-4 pt-3 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">
        <PartItems items={part.items} />
        <PartTotals part={part} />
      </div>
      {children}
    </div>
  );
}
