import { type ComponentType, useState } from 'react';

/**
 * Run in the head before the page's code: a click on a deferred button (`data-deferred`) before
 * the page has hydrated would otherwise do nothing, so it is marked and `useDeferred` acts on it
 * once the button is live.
 */
export const earlyClickScript = `document.addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('[data-deferred]');if(t)t.setAttribute('data-clicked','')},true);`;

/**
 * A control whose code loads on first use: `start` (a click) loads it and shows it, `warm` (a
 * hover) only fetches it so that the click finds it there. Until then the page shows a stand-in
 * that looks the same; a button stand-in spreads `standIn` so that a click made before hydration
 * still opens it.
 */
export function useDeferred<P>(load: () => Promise<ComponentType<P>>) {
  const [Real, setReal] = useState<ComponentType<P> | null>(null);
  const start = () => {
    if (!Real) void load().then((component) => setReal(() => component));
  };
  const warm = () => void load();
  const standIn = {
    'data-deferred': '',
    ref: (node: HTMLElement | null) => {
      if (!node?.hasAttribute('data-clicked')) return;
      node.removeAttribute('data-clicked');
      start();
    },
  };
  return [Real, start, warm, standIn] as const;
}
