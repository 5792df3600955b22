import type { ReactNode } from 'react';
import './console-card.css';

/** A titled section of a console page (a member's plan, an order's items), named by its heading. */
export function ConsoleCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** Labelled facts (a profile, an order's summary) in as many columns as fit. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="console-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
