import { adminApi } from '@reelhouse/contracts/admin-api';
import type { AuditQuery } from '@reelhouse/contracts/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** A page of the audit log as the address filters it. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => callApi(adminApi.audit.list, { query }),
    placeholderData: keepPreviousData,
  });
}
