import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazily imported component) once its place comes within `margin` of the
 * viewport: a form below the fold, and the form library with it, is fetched as the reader scrolls
 * towards it instead of with the page. Until it is in, the place keeps `reserve` of height so
 * nothing after it jumps.
 */
export function LoadWhenNear({
  children,
  reserve,
  margin = '400px',
}: {
  children: ReactNode;
  /** A CSS length near the content's own height. */
  reserve: string;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  const reserved = <div style={{ minHeight: reserve }} />;
  return <div ref={place}>{near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved}</div>;
}
