import type { AdminMember } from '@reelhouse/contracts/members-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { useMoney } from '../../../shared/format/use-money';
import { LoadError } from '../../../shared/ui/load-error';
import { useAdminMember } from '../api/members-queries';
import { ConsoleCard as Card, FactList } from '../components/console-card';
import { FigureTable } from '../components/figure-table';
import { PaymentStateBadge } from '../components/payment-state-badge';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import './members.css';

/**
 * A member as the console shows them: what they see on My Account — profile (whether a parental
 * PIN is set, never the PIN), plan, signed-in devices, payments and orders.
 */
export function MemberPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const member = useAdminMember(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const crumbs = [{ label: t('nav.members'), to: '/admin/members' }];
  if (member.isPending) return <p className="text-muted-rh">{t('table.loading')}</p>;
  if (member.isError) {
    const missing = member.error instanceof ApiError && (member.error.status === 404 || member.error.status === 400);
    return (
      <AdminPage title={t('nav.members')} crumbs={[]}>
        {missing ? <p>{t('members.notFound')}</p> : <LoadError onRetry={() => void member.refetch()} />}
      </AdminPage>
    );
  }
  const { profile } = member.data;
  return (
    <AdminPage title={profile.displayName} crumbs={crumbs}>
      <div className="member-page">
        <ProfileCard member={member.data} />
        <PlanCard member={member.data} />
        <DevicesCard member={member.data} />
        <PaymentsCard member={member.data} />
        <OrdersCard member={member.data} />
      </div>
    </AdminPage>
  );
}

function ProfileCard({ member: { profile } }: { member: AdminMember }) {
  const { t } = useTranslation('admin');
  const { day, calendar } = useConsoleDates();
  const yesNo = (value: boolean) => t(value ? 'members.yes' : 'members.no');
  const facts: [string, ReactNode][] = [
    [t('members.fields.mobile'), <span dir="ltr">{profile.mobile}</span>],
    [t('members.fields.email'), profile.email ? <span dir="ltr">{profile.email}</span> : '—'],
    [t('members.fields.username'), profile.username ?? '—'],
    [t('members.fields.role'), t(`role.${profile.role}`)],
    [t('members.fields.joined'), day.format(new Date(profile.memberSince))],
    [t('members.fields.dateOfBirth'), profile.dateOfBirth ? calendar.format(new Date(profile.dateOfBirth)) : '—'],
    [t('members.fields.adult'), yesNo(profile.adultConfirmed)],
    [t('members.fields.pin'), t(profile.hasParentalPin ? 'members.set' : 'members.notSet')],
    [t('members.fields.password'), t(profile.hasPassword ? 'members.set' : 'members.notSet')],
  ];
  return (
    <Card id="member-profile" heading={t('members.profile')}>
      <FactList facts={facts} />
    </Card>
  );
}

function PlanCard({ member: { subscription } }: { member: AdminMember }) {
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
    </Card>
  );
}

function DevicesCard({ member: { devices } }: { member: AdminMember }) {
  const { t } = useTranslation('admin');
  const { moment } = useConsoleDates();
  return (
    <Card id="member-devices" heading={t('members.devices')}>
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
        ]}
      />
    </Card>
  );
}

function PaymentsCard({ member: { payments } }: { member: AdminMember }) {
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
          { header: t('plans:account.plan'), cell: (payment) => payment.plan.name },
          { header: t('members.amount'), cell: (payment) => money(payment.amountPaise), numeric: true },
          {
            header: t('plans:account.state'),
            cell: (payment) => <PaymentStateBadge state={payment.state} />,
          },
          { header: t('members.invoice'), cell: (payment) => <span dir="ltr">{payment.invoiceNumber ?? '—'}</span> },
        ]}
      />
    </Card>
  );
}

function OrdersCard({ member: { orders } }: { member: AdminMember }) {
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
          { header: t('members.orderNumber'), cell: (order) => <span dir="ltr">#{order.number}</span> },
          { header: t('plans:account.date'), cell: (order) => day.format(new Date(order.createdAt)) },
          { header: t('members.items'), cell: (order) => order.itemCount, numeric: true },
          { header: t('members.amount'), cell: (order) => money(order.totalPaise), numeric: true },
          { header: t('plans:account.state'), cell: (order) => t(`shop:status.${order.status}`) },
        ]}
      />
    </Card>
  );
}
