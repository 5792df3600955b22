import './dashboard.css';

export interface Figure {
  label: string;
  value: string;
  /** A word on how the figure is made, under it. */
  note?: string;
}

/** A row of headline figures, each a term and its value. */
export function FigureTiles({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl className="figure-tiles" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className="figure-tile">
          <dt>{figure.label}</dt>
          <dd>
            <span className="figure-tile__value">{figure.value}</span>
            {figure.note && <span className="figure-tile__note">{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
