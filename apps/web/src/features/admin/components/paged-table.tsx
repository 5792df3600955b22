import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { LoadError } from '../../../shared/ui/load-error';
import { DataTable, type ConsoleColumn } from './data-table';
import { TablePager } from './table-pager';

/** A page of rows as every console list answers it. */
interface RowPage<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A console list's results: the table sorted by the address's order, the pager under it, and a
 * retry in their place when the first page failed (a failed later page keeps the one on screen).
 */
export function PagedTable<Row extends RowData>({
  result,
  query,
  update,
  caption,
  columns,
  rowKey,
  empty,
  ascendingFirst,
}: {
  result: UseQueryResult<RowPage<Row>>;
  /** A list the server keeps in one order (payments: flagged first) has no sort. */
  query: { sort?: string; order?: 'asc' | 'desc'; page: number };
  /** The list's address changes (`useListQuery`). */
  update: (changes: Record<string, string | number | undefined>) => void;
  caption: string;
  columns: ConsoleColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  ascendingFirst?: readonly string[];
}) {
  if (result.isError && !result.data) return <LoadError onRetry={() => void result.refetch()} />;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={result.data?.items}
        rowKey={rowKey}
        sort={{ column: query.sort ?? '', descending: query.order === 'desc' }}
        onSort={({ column, descending }) => update({ sort: column, order: descending ? 'desc' : 'asc' })}
        ascendingFirst={ascendingFirst}
        busy={result.isFetching}
        empty={empty}
      />
      {result.data && (
        <TablePager
          page={result.data.page}
          pageSize={result.data.pageSize}
          total={result.data.total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </>
  );
}
