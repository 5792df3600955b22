import { useEffect, useState } from 'react';

/** The value once it has stopped changing for a moment, so typing asks the server once per pause. */
export function useSettled<T>(value: T, delayMs = 400): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
