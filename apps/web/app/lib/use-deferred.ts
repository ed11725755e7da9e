import { type ComponentType, useState } from 'react';

/**
 * A control whose code loads on first use: `start` (a click) loads it and shows it, `warm` (a
 * hover) only fetches it so that the click finds it there. Until then the page shows a stand-in
 * that looks the same.
 */
export function useDeferred<P>(load: () => Promise<ComponentType<P>>) {
  const [Real, setReal] = useState<ComponentType<P> | null>(null);
  const start = () => {
    if (!Real) void load().then((component) => setReal(() => component));
  };
  const warm = () => void load();
  return [Real, start, warm] as const;
}
