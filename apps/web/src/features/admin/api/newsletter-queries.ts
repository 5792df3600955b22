import { adminApi } from '@reelhouse/contracts/admin-api';
import type { NewsletterIssueInput, SubscriberListQuery } from '@reelhouse/contracts/newsletter-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

const listsKey = ['admin', 'newsletter'];
const issueKey = (id: number) => [...listsKey, 'issue', id];

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery({
    queryKey: [...listsKey, 'subscribers', query],
    queryFn: () => callApi(adminApi.newsletter.subscribers, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsletterIssues() {
  return useQuery({ queryKey: [...listsKey, 'issues'], queryFn: () => callApi(adminApi.newsletter.issues) });
}

/** One newsletter; read again every second while it is being sent, so its progress moves. */
export function useNewsletterIssue(id: number) {
  return useQuery({
    queryKey: issueKey(id),
    queryFn: () => callApi(adminApi.newsletter.issue, { params: { id: String(id) } }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 1000 : false),
  });
}

/** Writes a new newsletter (no id) or rewrites a draft. */
export function useSaveIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsletterIssueInput }) =>
      id === null
        ? callApi(adminApi.newsletter.create, { body })
        : callApi(adminApi.newsletter.update, { params: { id: String(id) }, body }),
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKey(issue.id), issue);
      return queryClient.invalidateQueries({ queryKey: [...listsKey, 'issues'] });
    },
  });
}

export function useSendIssue(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(adminApi.newsletter.send, { params: { id: String(id) } }),
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKey(id), issue);
      return queryClient.invalidateQueries({ queryKey: [...listsKey, 'issues'] });
    },
  });
}
