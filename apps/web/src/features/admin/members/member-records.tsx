import type { Entitlement } from '@reelhouse/contracts/entitlements';
import type { AdminMember } from '@reelhouse/contracts/members-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useSignOutMember } from '../api/members-queries';
import { ConsoleCard as Card } from '../components/console-card';
import { FigureTable } from '../components/figure-table';
import { PaymentStateBadge } from '../components/payment-state-badge';
import { useToast } from '../components/toasts';
import { useConsoleDates } from '../components/use-console-dates';
import { RenewalTerms } from '../../subscriptions';

/* The records on a member's page: plan and the entitlement ledger, devices, what they watched, payments, orders. */

export function PlanCard({ member: { subscription, entitlements } }: { member: AdminMember }) {
  const { t } = useTranslation(['admin', 'plans']);
  const { day } = useConsoleDates();
  return (
    <Card id="member-plan" heading={t('members.plan')}>
      <p>
        {subscription.active && subscription.plan && subscription.endsAt
          ? t('plans:account.activeUntil', {
              plan: subscription.plan.name,
              date: day.format(new Date(subscription.endsAt)),
            })
          : subscription.endedAt
            ? t('members.planEnded', { date: day.format(new Date(subscription.endedAt)) })
            : t('members.noPlan')}
      </p>
      <RenewalTerms status={subscription} date={(iso) => day.format(new Date(iso))} />
      <FigureTable
        caption={t('members.periods.caption')}
        empty={t('members.periods.none')}
        rows={entitlements}
        rowKey={(right) => String(right.id)}
        columns={[
          { header: t('members.periods.what'), cell: (right) => <RightName right={right} /> },
          { header: t('members.periods.from'), cell: (right) => day.format(new Date(right.startsAt)) },
          {
            header: t('members.periods.until'),
            cell: (right) => (right.endsAt ? day.format(new Date(right.endsAt)) : t('members.periods.noEnd')),
          },
          { header: t('plans:account.state'), cell: (right) => t(`members.periods.states.${right.state}`) },
          { header: t('members.periods.how'), cell: (right) => <RightSource right={right} /> },
        ]}
      />
    </Card>
  );
}

/** A plan by its name; a download by its product and file, with the downloads it has left. */
function RightName({ right }: { right: Entitlement }) {
  const { t } = useTranslation('admin');
  if (right.plan) return <>{right.plan.name}</>;
  if (!right.download) return null;
  const { productName, fileName, remaining } = right.download;
  return (
    <>
      <bdi>{productName}</bdi> · <bdi>{fileName}</bdi>
      {remaining !== null && <> ({t('members.periods.remaining', { count: remaining })})</>}
    </>
  );
}

/** Where a right came from: its payment (and invoice), the operator's grant, or the order; and any refund. */
function RightSource({ right }: { right: Entitlement }) {
  const { t } = useTranslation('admin');
  const refund = right.refund && (
    <>
      {' · '}
      {t('members.periods.refund')} <span dir="ltr">{right.refund.merchantRefundId}</span>
    </>
  );
  if (right.grant)
    return (
      <span className="member-grant">
        {t('members.periods.granted', { reason: right.grant.reason })}
        {right.grant.by && <> · {t('members.periods.by', { name: right.grant.by })}</>}
      </span>
    );
  if (right.source === 'grace') return <span className="member-grant">{t('members.periods.grace')}</span>;
  if (right.download)
    return (
      <>
        <Link to={`/admin/orders/${right.download.orderNumber}`}>
          {t('members.periods.order', { number: right.download.orderNumber })}
        </Link>
        {refund}
      </>
    );
  return (
    <>
      <span dir="ltr">{right.payment?.merchantTransactionId}</span>
      {right.payment?.invoiceNumber && (
        <>
          {' · '}
          {t('members.periods.invoice')} <span dir="ltr">{right.payment.invoiceNumber}</span>
        </>
      )}
      {refund}
    </>
  );
}

export function DevicesCard({ member: { profile, devices } }: { member: AdminMember }) {
  const { t } = useTranslation('admin');
  const { moment } = useConsoleDates();
  const toast = useToast();
  const signOut = useSignOutMember(profile.id);
  const out = (session: string | null) =>
    signOut.mutate(session, {
      onSuccess: () => toast.success(t('members.signedOut')),
      onError: () => toast.error(t('members.actions.failed')),
    });
  return (
    <Card id="member-devices" heading={t('members.devices')}>
      {devices.length > 1 && (
        <button
          type="button"
          className="btn btn-outline-light btn-sm mb-3"
          disabled={signOut.isPending}
          onClick={() => out(null)}
        >
          {t('members.signOutAll')}
        </button>
      )}
      <FigureTable
        caption={t('members.devices')}
        empty={t('members.noDevices')}
        rows={devices}
        rowKey={(device) => device.id}
        columns={[
          { header: t('members.device'), cell: (device) => <span className="member-device">{device.device}</span> },
          { header: t('members.ip'), cell: (device) => <span dir="ltr">{device.ip ?? '—'}</span> },
          { header: t('members.signedIn'), cell: (device) => moment.format(new Date(device.createdAt)) },
          { header: t('members.columns.lastSeen'), cell: (device) => moment.format(new Date(device.lastSeenAt)) },
          {
            header: t('members.signOutColumn'),
            cell: (device) => (
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                disabled={signOut.isPending}
                aria-label={t('members.signOutDevice', { device: device.device })}
                onClick={() => out(device.id)}
              >
                {t('members.signOut')}
              </button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** What the member watched: how many titles, and the latest with how far they got. */
export function WatchingCard({ member: { watching } }: { member: AdminMember }) {
  const { t } = useTranslation('admin');
  const { moment } = useConsoleDates();
  const percent = numberFormat(useLocaleTag(), { style: 'percent' });
  return (
    <Card id="member-watching" heading={t('members.watching.heading')}>
      <p>{t('members.watching.titles', { count: watching.titles })}</p>
      <FigureTable
        caption={t('members.watching.heading')}
        empty={t('members.watching.none')}
        rows={watching.recent}
        rowKey={(item) => `${item.slug}-${item.episode ?? ''}-${item.at}`}
        columns={[
          {
            header: t('members.watching.title'),
            cell: (item) => (
              <Link to={`/admin/titles/${item.slug}`}>
                <bdi>{item.name}</bdi>
                {item.episode && (
                  <>
                    {' · '}
                    <bdi>{item.episode}</bdi>
                  </>
                )}
              </Link>
            ),
          },
          { header: t('members.watching.progress'), cell: (item) => percent.format(item.progress), numeric: true },
          { header: t('members.watching.last'), cell: (item) => moment.format(new Date(item.at)) },
        ]}
      />
    </Card>
  );
}

export function PaymentsCard({ member: { payments } }: { member: AdminMember }) {
  const { t } = useTranslation(['admin', 'plans']);
  const { moment } = useConsoleDates();
  const money = useMoney();
  return (
    <Card id="member-payments" heading={t('plans:account.payments')}>
      <FigureTable
        caption={t('plans:account.payments')}
        empty={t('plans:account.noPayments')}
        rows={payments}
        rowKey={(payment) => payment.merchantTransactionId}
        columns={[
          { header: t('plans:account.date'), cell: (payment) => moment.format(new Date(payment.createdAt)) },
          {
            header: t('plans:account.plan'),
            cell: (payment) => t(`plans:account.purposes.${payment.purpose}`, { plan: payment.plan.name }),
          },
          { header: t('members.amount'), cell: (payment) => money(payment.amountPaise), numeric: true },
          {
            header: t('plans:account.state'),
            cell: (payment) => <PaymentStateBadge state={payment.state} />,
          },
          {
            header: t('members.invoice'),
            cell: (payment) =>
              payment.invoiceNumber ? (
                <Link to={`/admin/invoices/${payment.invoiceNumber}`} target="_blank">
                  <bdi dir="ltr">{payment.invoiceNumber}</bdi>
                </Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}

export function OrdersCard({ member: { orders } }: { member: AdminMember }) {
  const { t } = useTranslation(['admin', 'plans', 'shop']);
  const { day } = useConsoleDates();
  const money = useMoney();
  return (
    <Card id="member-orders" heading={t('members.orders')}>
      <FigureTable
        caption={t('members.orders')}
        empty={t('members.noOrders')}
        rows={orders}
        rowKey={(order) => order.number}
        columns={[
          {
            header: t('members.orderNumber'),
            cell: (order) => (
              <Link to={`/admin/orders/${order.number}`}>
                <bdi dir="ltr">#{order.number}</bdi>
              </Link>
            ),
          },
          { header: t('plans:account.date'), cell: (order) => day.format(new Date(order.createdAt)) },
          { header: t('members.items'), cell: (order) => order.itemCount, numeric: true },
          { header: t('members.amount'), cell: (order) => money(order.totalPaise), numeric: true },
          { header: t('plans:account.state'), cell: (order) => t(`shop:status.${order.status}`) },
        ]}
      />
    </Card>
  );
}
