import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { rupees, type Payment } from '@reelhouse/contracts/payments';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { sessionQuery } from '../../../shared/session/session-query';
import { safeNextPath } from '../../../shared/routing/safe-next-path';
import { AFTER_PAYMENT_KEY, usePayment, useStartPayment } from '../api/payment-queries';
import './payment-success-page.css';

/**
 * Where PhonePe sends the member back (/payment-success/:merchantTransactionId). The server asks
 * PhonePe's status API, never trusting the return alone; while it has no answer the page says so
 * and asks again every few seconds.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('plans');
  const { id = '' } = useParams();
  const session = useQuery(sessionQuery);
  const payment = usePayment(id, session.data?.authenticated === true);
  usePageTitle(t('payment.pageTitle'));

  if (session.isPending) return <PageLoading />;
  if (!session.data?.authenticated) return <Navigate to={`${webPaths.login}?next=/payment-success/${id}`} replace />;
  if (payment.isPending) return <PageLoading />;
  if (payment.isError) {
    const missing = payment.error instanceof ApiError && [400, 404].includes(payment.error.status);
    return (
      <div className="container-xxl payment-result">
        <LoadError message={missing ? t('payment.missing') : undefined} onRetry={() => void payment.refetch()} />
      </div>
    );
  }
  return (
    <div className="container-xxl payment-result">
      <section className="payment-result__card surface-card" aria-live="polite">
        <PaymentOutcome payment={payment.data} />
      </section>
    </div>
  );
}

function PaymentOutcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation('plans');
  const retry = useStartPayment();
  const amount = `₹${rupees(payment.amountPaise)}`;
  const details = (
    <dl className="payment-result__details">
      <div>
        <dt>{t('payment.transactionId')}</dt>
        <dd dir="ltr">{payment.merchantTransactionId}</dd>
      </div>
      <div>
        <dt>{payment.state === 'succeeded' ? t('payment.amountPaid') : t('payment.amount')}</dt>
        <dd dir="ltr">{amount}</dd>
      </div>
      {payment.invoiceNumber && (
        <div>
          <dt>{t('payment.invoice')}</dt>
          <dd dir="ltr">{payment.invoiceNumber}</dd>
        </div>
      )}
    </dl>
  );

  if (payment.state === 'pending') {
    return (
      <>
        <Clock aria-hidden size={48} className="payment-result__icon payment-result__icon--pending" />
        <h1 className="payment-result__title">{t('payment.pending.title')}</h1>
        <p className="payment-result__body">{t('payment.pending.body')}</p>
        <span className="payment-result__progress" role="progressbar" aria-label={t('payment.pending.title')} />
        {details}
      </>
    );
  }

  if (payment.state === 'succeeded') {
    const next = safeNextPath(sessionStorage.getItem(AFTER_PAYMENT_KEY));
    return (
      <>
        <CheckCircle2 aria-hidden size={48} className="payment-result__icon payment-result__icon--success" />
        <h1 className="payment-result__title">{t('payment.success.title')}</h1>
        <p className="payment-result__body">{t('payment.success.body', { plan: payment.plan.name })}</p>
        {details}
        <div className="payment-result__actions">
          {next && (
            <Link className="btn btn-accent" to={next} onClick={() => sessionStorage.removeItem(AFTER_PAYMENT_KEY)}>
              {t('payment.success.watch')}
            </Link>
          )}
          <Link className={`btn ${next ? 'btn-outline-light' : 'btn-accent'}`} to={webPaths.home}>
            {t('payment.goHome')}
          </Link>
        </div>
      </>
    );
  }

  const reason =
    payment.state === 'refunded'
      ? t('payment.failed.refunded')
      : payment.state === 'expired'
        ? t('payment.failed.expired')
        : payment.state === 'flagged'
          ? t('payment.failed.flagged')
          : t('payment.failed.declined', { code: payment.failureCode ?? '—' });
  return (
    <>
      <XCircle aria-hidden size={48} className="payment-result__icon payment-result__icon--failed" />
      <h1 className="payment-result__title">{t('payment.failed.title')}</h1>
      <p className="payment-result__body">{reason}</p>
      {details}
      <div className="payment-result__actions">
        {payment.state !== 'refunded' && (
          <button
            type="button"
            className="btn btn-accent"
            disabled={retry.isPending || retry.isSuccess}
            onClick={() => retry.mutate({ planId: payment.plan.id })}
          >
            {t('payment.failed.retry')}
          </button>
        )}
        <Link className="btn btn-outline-light" to={webPaths.subscription}>
          {t('payment.failed.otherPlan')}
        </Link>
      </div>
      {retry.isError && (
        <p className="invalid-feedback d-block" role="alert">
          {t('buy.errors.failed')}
        </p>
      )}
    </>
  );
}
