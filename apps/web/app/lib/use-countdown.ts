import { useEffect, useState } from 'react';

/** Seconds left of a countdown from `seconds`, started when the component mounts (key it to restart). */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const ends = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = window.setInterval(() => {
      const rest = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/** False while rendering on the server and on the first client render; true once the page runs scripts. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** 75 → "1:15". */
export function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
