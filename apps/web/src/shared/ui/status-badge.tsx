import type { ReactNode } from 'react';
import './status-badge.css';

/**
 * What a status means to the person reading it, which decides its colour everywhere: done (green),
 * waiting on something (amber), gone wrong (red), or simply over (grey).
 */
export type StatusTone = 'success' | 'pending' | 'failure' | 'neutral';

export function StatusBadge({
  tone,
  className = '',
  children,
}: {
  tone: StatusTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`status-badge status-badge--${tone} ${className}`}>{children}</span>;
}
