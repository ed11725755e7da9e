import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * While `waiting` (a bank has not answered yet), the page's data is read again every three
 * seconds, one read at a time, and no more once it has changed.
 */
export function useRecheckWhile(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => revalidator.revalidate(), 3000);
    return () => clearTimeout(timer);
  }, [waiting, revalidator]);
}
