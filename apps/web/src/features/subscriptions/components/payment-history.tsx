import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rupees, type PaymentState } from '@reelhouse/contracts/payments';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { usePayments } from '../api/payment-queries';
import { PlanPeriods } from './plan-periods';
import { PlanSummary } from './plan-summary';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import './payment-history.css';

/** Paid is good news (green), not the accent colour, which is red in most themes. */
const paymentTone: Record<PaymentState, StatusTone> = {
  pending: 'pending',
  succeeded: 'success',
  failed: 'failure',
  expired: 'failure',
  flagged: 'failure',
  refunded: 'neutral',
};

/** My Account → Subscription: the plan, its periods, and every payment with its GST invoice once paid. */
export function PaymentHistory() {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const payments = usePayments();
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="payment-history">
      <div className="plan-summary surface-card">
        <PlanSummary />
      </div>
      <PlanPeriods />
      <h3 className="payment-history__title">{t('account.payments')}</h3>
      {payments.isPending && <span className="skeleton" style={{ height: '8rem', display: 'block' }} />}
      {payments.isError && <LoadError onRetry={() => void payments.refetch()} />}
      {payments.data?.items.length === 0 && <p className="text-muted-rh">{t('account.noPayments')}</p>}
      {payments.data && payments.data.items.length > 0 && (
        <div className="payment-history__scroll">
          <table className="payment-table">
            <caption className="visually-hidden">{t('account.payments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.date')}</th>
                <th scope="col">{t('account.plan')}</th>
                <th scope="col">{t('payment.amount')}</th>
                <th scope="col">{t('account.state')}</th>
                <th scope="col">{t('payment.invoice')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.items.map((payment) => (
                <tr key={payment.merchantTransactionId}>
                  <td>{when.format(new Date(payment.createdAt))}</td>
                  <td>{t(`account.purposes.${payment.purpose}`, { plan: payment.plan.name })}</td>
                  <td className="payment-table__amount">
                    <span dir="ltr">₹{rupees(payment.amountPaise)}</span>
                  </td>
                  <td>
                    <StatusBadge tone={paymentTone[payment.state]}>{t(`account.states.${payment.state}`)}</StatusBadge>
                  </td>
                  <td>
                    {payment.invoiceNumber ? (
                      <Link to={`/account/invoices/${payment.invoiceNumber}`} dir="ltr">
                        {payment.invoiceNumber}
                      </Link>
                    ) : payment.state === 'pending' ? (
                      <Link to={`/payment-success/${payment.merchantTransactionId}`}>{t('account.follow')}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
