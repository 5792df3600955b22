import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { sessionQuery } from '../../../shared/session/session-query';
import { useInvoice } from '../api/payment-queries';
import { InvoiceDocument } from '../components/invoice-document';

/** A numbered GST invoice for a paid plan, laid out to print (the site's header and footer stay off paper). */
export function InvoicePage() {
  const { t } = useTranslation('plans');
  const { number = '' } = useParams();
  const session = useQuery(sessionQuery);
  const invoice = useInvoice(number, session.data?.authenticated === true);
  usePageTitle(t('invoice.title', { number }));

  if (session.isPending) return <PageLoading />;
  if (!session.data?.authenticated)
    return <Navigate to={`${webPaths.login}?next=${encodeURIComponent(`/account/invoices/${number}`)}`} replace />;
  if (invoice.isPending) return <PageLoading />;
  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && [400, 404].includes(invoice.error.status);
    return (
      <div className="container-xxl invoice-page">
        <LoadError message={missing ? t('invoice.missing') : undefined} onRetry={() => void invoice.refetch()} />
      </div>
    );
  }
  return (
    <InvoiceDocument
      invoice={invoice.data}
      back={{ to: `${webPaths.account}?section=subscription`, label: t('invoice.back') }}
    />
  );
}
