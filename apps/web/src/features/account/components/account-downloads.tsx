import type { Download } from '@reelhouse/contracts/shop-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { EmptySection } from './empty-section';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/** My Account → Downloads: files from paid orders, how many downloads remain and until when. */
export function AccountDownloads() {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const queryClient = useQueryClient();
  const downloads = useQuery({
    queryKey: ['shop', 'downloads'],
    queryFn: () => apiRequest<{ items: Download[] }>('/api/shop/downloads'),
  });
  // Each press asks for a fresh signed link (valid ten minutes) and follows it; the server counts
  // the download when the file is fetched, so the list shows it counted at once and is checked
  // against the server the next time the page is looked at.
  const download = useMutation({
    mutationFn: (id: number) => apiRequest<{ url: string }>(`/api/shop/downloads/${id}/link`, jsonRequest('POST')),
    onSuccess: ({ url }, id) => {
      window.location.assign(url);
      queryClient.setQueryData<{ items: Download[] }>(['shop', 'downloads'], (current) =>
        current
          ? {
              items: current.items.map((item) =>
                item.id === id && item.remaining !== null
                  ? { ...item, remaining: item.remaining - 1, available: item.remaining > 1 }
                  : item,
              ),
            }
          : current,
      );
    },
  });
  if (downloads.isError) return <LoadError onRetry={() => void downloads.refetch()} />;
  if (!downloads.data) return null;
  if (downloads.data.items.length === 0) return <EmptySection kind="downloads" />;
  const date = dateFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="table-responsive">
      <table className="table account-table">
        <thead>
          <tr>
            <th scope="col">{t('downloads.product')}</th>
            <th scope="col">{t('downloads.remaining')}</th>
            <th scope="col">{t('downloads.expires')}</th>
            <th scope="col">{t('downloads.file')}</th>
          </tr>
        </thead>
        <tbody>
          {downloads.data.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.productName}{' '}
                <span className="text-muted-rh small" dir="ltr">
                  #{item.orderNumber}
                </span>
              </td>
              <td>{item.remaining === null ? t('downloads.unlimited') : item.remaining}</td>
              <td>{item.expiresAt ? date.format(new Date(item.expiresAt)) : t('downloads.never')}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-accent"
                  disabled={!item.available || download.isPending}
                  onClick={() => download.mutate(item.id)}
                >
                  {t('downloads.download')}
                </button>
                <span className="visually-hidden"> {item.fileName}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {download.isError && (
        <p className="text-danger" role="alert">
          {t('downloads.failed')}
        </p>
      )}
    </div>
  );
}
