import {
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './data-table.css';

/** The one table feature the console uses: the server sorts, the table shows and changes the order. */
export const tableFeaturesForConsole = tableFeatures({ rowSortingFeature });
export type ConsoleColumn<Row extends RowData> = ColumnDef<typeof tableFeaturesForConsole, Row>;

export interface SortOrder {
  column: string;
  descending: boolean;
}

interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: ConsoleColumn<Row>[];
  /** Undefined until the first answer: the table shows skeleton rows of its final size. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  /** A newer page is being fetched while the current one stays on screen. */
  busy: boolean;
  /** What to say when there are no rows (and how to get some). */
  empty: ReactNode;
  /** Columns whose first click sorts A to Z (names); the others start with the largest (dates). */
  ascendingFirst?: readonly string[];
  skeletonRows?: number;
}

/**
 * The console's list table: columns from TanStack Table, rows as the server sorted and paged them.
 * Sortable headers are buttons announcing their order (`aria-sort`); while the first page loads
 * the table keeps its shape with skeleton rows, so nothing jumps when the data lands.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  busy,
  empty,
  ascendingFirst = [],
  skeletonRows = 8,
}: DataTableProps<Row>) {
  const { t } = useTranslation('admin');
  const sorting: SortingState = [{ id: sort.column, desc: sort.descending }];
  const table = useTable({
    features: tableFeaturesForConsole,
    columns,
    data: rows ?? [],
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
  });
  const columnCount = columns.length;

  return (
    // A region of its own: it scrolls sideways on a phone, and a keyboard must reach it to do so.
    <div className="data-table" role="region" aria-label={caption} tabIndex={0} aria-busy={busy || rows === undefined}>
      <table className="data-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const sorted = column.getIsSorted();
                const label = <FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() =>
                          onSort({
                            column: column.id,
                            descending: sorted === false ? !ascendingFirst.includes(column.id) : sorted === 'asc',
                          })
                        }
                      >
                        {label}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden size={14} />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden size={14} />
                        ) : (
                          <ArrowUpDown aria-hidden size={14} className="data-table__sort-idle" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows === undefined
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className="data-table__skeleton">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <td key={cell}>
                      <span className="skeleton-bar" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr key={rowKey(row.original)}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} data-column={cell.column.id}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {rows?.length === 0 && <div className="data-table__empty">{empty}</div>}
      {rows === undefined && <span className="visually-hidden">{t('table.loading')}</span>}
    </div>
  );
}
