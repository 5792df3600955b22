import { useTranslation } from 'react-i18next';
import { useDownloadLink, useDownloads } from '../../shop';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { EmptySection } from './empty-section';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/** My Account → Downloads: files from paid orders, how many downloads remain and until when. */
export function AccountDownloads() {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const downloads = useDownloads();
  const download = useDownloadLink();
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
