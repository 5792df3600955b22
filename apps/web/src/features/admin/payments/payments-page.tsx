import { paymentStates } from '@reelhouse/contracts/payments';
import { adminPaymentListQuerySchema, type AdminPaymentRow } from '@reelhouse/contracts/payments-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { useCheckPayment, useAdminPayments, useRefundPayment } from '../api/payments-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { PaymentStateBadge } from '../components/payment-state-badge';
import { RefundDialog } from '../components/refund-dialog';
import { useToast } from '../components/toasts';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import '../routes/titles-page.css';
import './payments.css';

/**
 * Payments for plans and orders: flagged ones first with why, a state filter and search, "Check
 * now" for one PhonePe has not answered, a full refund of a paid one, and its invoice.
 */
export function PaymentsPage() {
  const { t } = useTranslation(['admin', 'plans']);
  const [query, update] = useListQuery(adminPaymentListQuerySchema);
  const payments = useAdminPayments(query);
  const { moment } = useConsoleDates();
  const money = useMoney();
  const toast = useToast();
  const check = useCheckPayment();
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);

  const columns: ConsoleColumn<AdminPaymentRow>[] = [
    {
      id: 'payment',
      header: t('payments.columns.payment'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) => (
        <div>
          <span className="admin-title-cell__name" dir="ltr">
            {payment.merchantTransactionId}
          </span>
          <span className="admin-title-cell__slug">{moment.format(new Date(payment.createdAt))}</span>
        </div>
      ),
    },
    {
      id: 'member',
      header: t('orders.member'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) =>
        payment.member ? (
          <Link to={`/admin/members/${payment.member.id}`}>
            <bdi>{payment.member.name}</bdi>
          </Link>
        ) : (
          t('orders.accountDeleted')
        ),
    },
    {
      id: 'purchase',
      header: t('payments.columns.purchase'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) =>
        payment.purchase.kind === 'order' ? (
          <Link to={`/admin/orders/${payment.purchase.label}`}>
            <bdi dir="ltr">#{payment.purchase.label}</bdi>
          </Link>
        ) : (
          <bdi>{payment.purchase.label}</bdi>
        ),
    },
    {
      id: 'amount',
      header: t('members.amount'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) => <span dir="ltr">{money(payment.amountPaise)}</span>,
    },
    {
      id: 'state',
      header: t('plans:account.state'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) => (
        <div className="payment-state">
          <PaymentStateBadge state={payment.state} />
          {payment.state === 'flagged' && payment.failureCode && (
            <span className="payment-state__why">
              {t(`payments.flags.${payment.failureCode}`, { defaultValue: payment.failureCode })}
            </span>
          )}
          {payment.refund && (
            <span className="payment-state__why">
              {t(`orders.refundStates.${payment.refund.state}`)} · <bdi>{payment.refund.reason}</bdi>
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'invoice',
      header: t('members.invoice'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) =>
        payment.invoiceNumber ? (
          <Link to={`/admin/invoices/${payment.invoiceNumber}`} target="_blank">
            <bdi dir="ltr">{payment.invoiceNumber}</bdi>
          </Link>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: t('orders.actions'),
      enableSorting: false,
      cell: ({ row: { original: payment } }) =>
        payment.state === 'pending' ? (
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            disabled={check.isPending}
            onClick={() =>
              check.mutate(payment.merchantTransactionId, {
                onSuccess: (checked) =>
                  toast.success(t('payments.checked', { state: t(`plans:account.states.${checked.state}`) })),
                onError: () => toast.error(t('payments.checkFailed')),
              })
            }
          >
            {t('payments.checkNow')}
          </button>
        ) : (payment.state === 'succeeded' || payment.state === 'flagged') && payment.refund?.state !== 'pending' ? (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setRefunding(payment)}>
            {t('payments.refund')}
          </button>
        ) : null,
    },
  ];

  return (
    <AdminPage
      title={t('nav.payments')}
      actions={
        <Link className="btn btn-outline-light btn-sm" to="/admin/payments/settlement">
          {t('payments.settlement.title')}
        </Link>
      }
    >
      {payments.data && payments.data.flagged > 0 && (
        <p className="payments-flagged" role="status">
          {t('payments.flaggedNotice', { count: payments.data.flagged })}
        </p>
      )}
      <div className="admin-filters">
        <SearchBox
          label={t('payments.search')}
          hint={t('payments.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('plans:account.state')}
          value={query.state}
          options={paymentStates.map((state) => [state, t(`plans:account.states.${state}`)])}
          onChange={(state) => update({ state })}
        />
      </div>
      <PagedTable
        result={payments}
        query={query}
        update={update}
        caption={t('nav.payments')}
        columns={columns}
        rowKey={(payment) => payment.merchantTransactionId}
        empty={<p>{t('payments.empty')}</p>}
      />
      {refunding && <PaymentRefund payment={refunding} onClose={() => setRefunding(null)} />}
    </AdminPage>
  );
}

function PaymentRefund({ payment, onClose }: { payment: AdminPaymentRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <RefundDialog
      title={t('payments.refundTitle')}
      explained={t('payments.refundExplained', { id: payment.merchantTransactionId })}
      amountPaise={payment.amountPaise}
      refund={useRefundPayment(payment.merchantTransactionId)}
      onClose={onClose}
    />
  );
}
