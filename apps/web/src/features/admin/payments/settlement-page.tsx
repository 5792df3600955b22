import { settlementQuerySchema, type SettlementQuery } from '@reelhouse/contracts/payments-admin';
import type { SettlementDay } from '@reelhouse/contracts/payments-admin';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useMoney } from '../../../shared/format/use-money';
import { LoadError } from '../../../shared/ui/load-error';
import { useSettlement } from '../api/payments-queries';
import { ConsoleCard, FactList } from '../components/console-card';
import { FigureTable } from '../components/figure-table';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import './payments.css';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days, today included: what the page shows until the operator picks other days. */
function lastThirtyDays(): SettlementQuery {
  const today = new Date();
  return { from: isoDay(new Date(today.getTime() - 29 * 86_400_000)), to: isoDay(today) };
}

/**
 * The daily settlement summary (count, amount and GST of payments settled paid; refunds
 * completed), for days chosen in the address, and the same as CSV for the accounts.
 */
export function SettlementPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const chosen = settlementQuerySchema.safeParse(Object.fromEntries(params));
  const query = chosen.success ? chosen.data : lastThirtyDays();
  const settlement = useSettlement(query);
  const money = useMoney();
  const { calendar } = useConsoleDates();
  const form = useZodForm(settlementQuerySchema, {
    values: query,
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const onSubmit = form.handleSubmit((days) => setParams(days));
  const csv = `/api/admin/payments/settlement.csv?${new URLSearchParams(query)}`;
  const totals = settlement.data?.totals;
  // The GST divided as the returns ask for it: CGST, SGST/UTGST (within the seller's state), IGST.
  const taxes = [
    ['cgstPaise', t('payments.settlement.cgst')],
    ['sgstPaise', t('payments.settlement.sgst')],
    ['igstPaise', t('payments.settlement.igst')],
  ] as const;

  return (
    <AdminPage
      title={t('payments.settlement.title')}
      crumbs={[{ label: t('nav.payments'), to: '/admin/payments' }]}
      actions={
        <a className="btn btn-outline-light btn-sm" href={csv} download>
          <Download aria-hidden size={16} /> {t('payments.settlement.csv')}
        </a>
      }
    >
      <form className="settlement-range" onSubmit={onSubmit} noValidate>
        <TextField id="settlement-from" type="date" label={t('payments.settlement.from')} {...form.field('from')} />
        <TextField id="settlement-to" type="date" label={t('payments.settlement.to')} {...form.field('to')} />
        <button type="submit" className="btn btn-accent btn-sm">
          {t('payments.settlement.show')}
        </button>
      </form>
      <p className="text-muted-rh">{t('payments.settlement.explain')}</p>
      {settlement.isError && <LoadError onRetry={() => void settlement.refetch()} />}
      {totals && (
        <ConsoleCard id="settlement-totals" heading={t('payments.settlement.totals')}>
          <FactList
            facts={[
              [t('payments.settlement.payments'), totals.payments],
              [t('members.amount'), <span dir="ltr">{money(totals.amountPaise)}</span>],
              [t('payments.settlement.gst'), <span dir="ltr">{money(totals.gstPaise)}</span>],
              ...taxes.map(([key, label]) => [label, <span dir="ltr">{money(totals[key])}</span>] as const),
              [t('payments.settlement.refunds'), totals.refunds],
              [t('payments.settlement.refunded'), <span dir="ltr">{money(totals.refundedPaise)}</span>],
            ]}
          />
        </ConsoleCard>
      )}
      {settlement.data && (
        <FigureTable
          caption={t('payments.settlement.title')}
          empty={t('payments.empty')}
          rows={[...settlement.data.days].reverse()}
          rowKey={(day) => day.date}
          columns={[
            { header: t('payments.settlement.day'), cell: (day) => calendar.format(new Date(day.date)) },
            { header: t('payments.settlement.payments'), cell: (day) => day.payments, numeric: true },
            { header: t('members.amount'), cell: (day) => money(day.amountPaise), numeric: true },
            { header: t('payments.settlement.gst'), cell: (day) => money(day.gstPaise), numeric: true },
            ...taxes.map(([key, label]) => ({
              header: label,
              cell: (day: SettlementDay) => money(day[key]),
              numeric: true,
            })),
            { header: t('payments.settlement.refunds'), cell: (day) => day.refunds, numeric: true },
            { header: t('payments.settlement.refunded'), cell: (day) => money(day.refundedPaise), numeric: true },
          ]}
        />
      )}
    </AdminPage>
  );
}
