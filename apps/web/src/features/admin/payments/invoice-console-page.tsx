import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { InvoiceDocument } from '../../subscriptions';
import { useAdminInvoice } from '../api/payments-queries';

/** Any member's GST invoice as they see it, to print or save; a sheet of its own, without the console around it. */
export function InvoiceConsolePage() {
  const { t } = useTranslation(['admin', 'plans']);
  const { number = '' } = useParams();
  const invoice = useAdminInvoice(number);
  usePageTitle(t('plans:invoice.title', { number }));
  if (invoice.isPending) return <PageLoading />;
  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && [400, 404].includes(invoice.error.status);
    return (
      <div className="container-xxl invoice-page">
        <LoadError message={missing ? t('plans:invoice.missing') : undefined} onRetry={() => void invoice.refetch()} />
      </div>
    );
  }
  return <InvoiceDocument invoice={invoice.data} back={{ to: '/admin/payments', label: t('payments.back') }} />;
}
