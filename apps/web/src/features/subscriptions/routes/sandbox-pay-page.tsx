import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { rupees } from '@reelhouse/contracts/payments';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDecideSandboxPayment, useSandboxCheckout } from '../api/sandbox-payments';
import './sandbox-pay-page.css';

/**
 * The built-in PhonePe sandbox's pay page (demo mode): the person decides how the payment ends,
 * the sandbox notifies the merchant as PhonePe would, and the browser goes back to the merchant.
 */
export function SandboxPayPage() {
  const { t } = useTranslation('plans');
  const isolate = useIsolate();
  const { gatewayId = '' } = useParams();
  usePageTitle(t('sandbox.title'));
  const checkout = useSandboxCheckout(gatewayId);
  const decide = useDecideSandboxPayment(gatewayId);

  if (checkout.isPending) return <PageLoading />;
  if (checkout.isError)
    return (
      <main className="sandbox-pay">
        <LoadError message={t('sandbox.missing')} onRetry={() => void checkout.refetch()} />
      </main>
    );
  const { amount, merchantTransactionId, state, redirectUrl, mandate } = checkout.data;
  const busy = decide.isPending || decide.isSuccess;
  return (
    <main className="sandbox-pay">
      <section className="sandbox-pay__card surface-card" aria-labelledby="sandbox-title">
        <p className="sandbox-pay__badge">
          <FlaskConical aria-hidden size={16} />
          {t('sandbox.badge')}
        </p>
        <h1 className="sandbox-pay__title" id="sandbox-title">
          {t('sandbox.title')}
        </h1>
        <p className="sandbox-pay__amount" dir="ltr">
          ₹{rupees(amount)}
        </p>
        <p className="sandbox-pay__reference">
          {t('payment.transactionId')}: <span dir="ltr">{merchantTransactionId}</span>
        </p>
        {state === 'PENDING' ? (
          <>
            <p className="sandbox-pay__lead">{t('sandbox.lead')}</p>
            {mandate && (
              <p className="sandbox-pay__mandate">
                {t('sandbox.mandate', { amount: isolate(`₹${rupees(mandate.maxAmount)}`) })}
              </p>
            )}
            <div className="sandbox-pay__actions">
              <button
                type="button"
                className="btn btn-accent btn-lg"
                disabled={busy}
                onClick={() => decide.mutate('success')}
              >
                {t(mandate ? 'sandbox.approve' : 'sandbox.pay', { amount: isolate(`₹${rupees(amount)}`) })}
              </button>
              <button
                type="button"
                className="btn btn-outline-light"
                disabled={busy}
                onClick={() => decide.mutate('failure')}
              >
                {t('sandbox.decline')}
              </button>
              <button
                type="button"
                className="btn btn-link sandbox-pay__pending"
                disabled={busy}
                onClick={() => decide.mutate('pending')}
              >
                {t('sandbox.leavePending')}
              </button>
            </div>
            {decide.isError && (
              <p className="invalid-feedback d-block" role="alert">
                {t('buy.errors.failed')}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="sandbox-pay__lead">{t(state === 'COMPLETED' ? 'sandbox.paid' : 'sandbox.declined')}</p>
            <a className="btn btn-accent" href={redirectUrl}>
              {t('sandbox.back')}
            </a>
          </>
        )}
      </section>
    </main>
  );
}
