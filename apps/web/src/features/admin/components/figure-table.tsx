import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './data-table.css';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up at the end of their column. */
  numeric?: boolean;
}

/**
 * A small table of figures the server already ordered (top titles, quality per rendition), in the
 * console's table style; it scrolls sideways on a phone.
 */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  return (
    <div className="data-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'data-table__number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'data-table__number' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <div className="data-table__empty">{empty}</div>}
    </div>
  );
}

/** A title in a figure table, opening its page in the console. */
export function TitleLink({ slug, name }: { slug: string; name: string }) {
  return (
    <Link to={`/admin/titles/${slug}`} dir="auto">
      {name}
    </Link>
  );
}
