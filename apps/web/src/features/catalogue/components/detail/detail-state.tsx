import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ApiError } from '../../../../shared/api/api-client';
import { LoadError } from '../../../../shared/ui/load-error';
import { PinLockedNotice } from '../../../account';
import { RestrictedNotice } from '../../routes/restricted-content-page';
import { MissingItem } from '../../../../shared/ui/missing-item';

interface DetailStateProps<T> {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  missing: { listTo: string; listLabel: string };
  children: (data: T) => ReactNode;
}

/**
 * The states every detail page goes through: loading (skeleton), restricted or locked by the
 * parental PIN (the notice, at the item's own address), missing, failed (retry), and finally the item.
 */
export function DetailState<T>({ query, skeleton, missing, children }: DetailStateProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (query.error instanceof ApiError && query.error.problem?.code === 'content_locked') {
      return (
        <Suspense fallback={skeleton}>
          <PinLockedNotice />
        </Suspense>
      );
    }
    if (status === 403) return <RestrictedNotice />;
    if (status === 404 || status === 400) return <MissingItem {...missing} />;
    return (
      <div className="container-xxl py-5">
        <LoadError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return children(query.data);
}
