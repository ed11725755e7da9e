import { useDeferred } from '../../../lib/use-deferred';
import { FilterLink } from './filter-link';
import type { FilterKind } from './listing-query';
import type { Listing } from './load-listing';

/** The filter drawer, whose dialog library (Radix) loads when the button is first used. */
export function DeferredFilterDialog(props: { listing: Listing; controls: FilterKind[]; applied: number }) {
  const [Real, start, warm] = useDeferred(() => import('./filter-dialog').then((m) => m.FilterDialog));
  if (Real) return <Real {...props} defaultOpen />;
  return (
    <FilterLink
      applied={props.applied}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onClick={(event) => {
        event.preventDefault();
        start();
      }}
    />
  );
}
