import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n';

/** A navigation quicker than this shows nothing: a flash of a bar would only distract. */
export const slowNavigationMs = 300;

/** True while a page change (a link or a form) has been under way for longer than `slowNavigationMs`. */
export function useSlowNavigation(): boolean {
  const busy = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), slowNavigationMs);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}

/**
 * A thin bar at the top of the window while a slow page change loads; it stands still for people
 * who ask for reduced motion.
 */
export function NavigationProgress({ shown }: { shown: boolean }) {
  const t = useT();
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('navigation.loading')}
      className="fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-accent-soft"
      data-testid="navigation-progress"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-accent motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
