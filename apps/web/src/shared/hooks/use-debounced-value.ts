import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: typing fires one request, not one per key.
 * Values are compared by their JSON, so an object rebuilt on every render (a preview's filter, say)
 * only restarts the wait when its content changes.
 */
export function useDebouncedValue<T>(value: T, delayMs = 400): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
