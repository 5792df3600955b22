import type { AdminMember } from '@reelhouse/contracts/members-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { LoadError } from '../../../shared/ui/load-error';
import { useAdminMember } from '../api/members-queries';
import { ConsoleCard as Card, FactList } from '../components/console-card';
import { useConsoleDates } from '../components/use-console-dates';
import { MemberActions } from './member-actions';
import { DevicesCard, OrdersCard, PaymentsCard, PlanCard, WatchingCard } from './member-records';
import { RoleForm } from './role-form';
import { AdminPage } from '../layout/admin-page';
import './members.css';

/**
 * A member as the console shows them — what they see on My Account (profile, never the PIN itself;
 * plan, devices, payments, orders), the periods of their plans and what they watched — with what an
 * admin may do to the account.
 */
export function MemberPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const member = useAdminMember(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const operatorId = useSession().user?.id;
  const { moment } = useConsoleDates();
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
  const { profile, blocked } = member.data;
  const self = profile.id === operatorId;
  return (
    <AdminPage
      title={profile.displayName}
      crumbs={crumbs}
      actions={<MemberActions id={profile.id} member={member.data} self={self} />}
    >
      <div className="console-stack">
        {blocked && (
          <p className="member-blocked" role="status">
            {t('members.block.notice', { date: moment.format(new Date(blocked.at)), reason: blocked.reason })}
          </p>
        )}
        <ProfileCard member={member.data} self={self} />
        <PlanCard member={member.data} />
        <DevicesCard member={member.data} />
        <WatchingCard member={member.data} />
        <PaymentsCard member={member.data} />
        <OrdersCard member={member.data} />
      </div>
    </AdminPage>
  );
}

function ProfileCard({ member: { profile }, self }: { member: AdminMember; self: boolean }) {
  const { t } = useTranslation('admin');
  const { day, calendar } = useConsoleDates();
  const yesNo = (value: boolean) => t(value ? 'members.yes' : 'members.no');
  const facts: [string, ReactNode][] = [
    [t('members.fields.mobile'), <span dir="ltr">{profile.mobile}</span>],
    [t('members.fields.email'), profile.email ? <span dir="ltr">{profile.email}</span> : '—'],
    [t('members.fields.username'), profile.username ?? '—'],
    [t('members.fields.joined'), day.format(new Date(profile.memberSince))],
    [t('members.fields.dateOfBirth'), profile.dateOfBirth ? calendar.format(new Date(profile.dateOfBirth)) : '—'],
    [t('members.fields.adult'), yesNo(profile.adultConfirmed)],
    [t('members.fields.pin'), t(profile.hasParentalPin ? 'members.set' : 'members.notSet')],
    [t('members.fields.password'), t(profile.hasPassword ? 'members.set' : 'members.notSet')],
  ];
  return (
    <Card id="member-profile" heading={t('members.profile')}>
      <FactList facts={facts} />
      <RoleForm id={profile.id} role={profile.role} self={self} />
    </Card>
  );
}
