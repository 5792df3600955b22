import { trackOrderSchema, type Order } from '@reelhouse/contracts/shop-orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ApiError } from '../../../shared/api/api-client';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useMoney } from '../../../shared/format/use-money';
import { useTrackOrder } from '../api/shop-queries';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import './order-received-page.css';

const blank = { number: '', email: '' };

/** "Track your order" (/track-order): anyone finds an order by its number and billing e-mail. */
export function TrackOrderPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('track.title'));
  const id = useId();
  const track = useTrackOrder();
  const form = useZodForm(trackOrderSchema, {
    defaultValues: blank,
    errorText: (key) => t(key.replace('fieldErrors.', 'track.errors.')),
  });
  const failure =
    track.error instanceof ApiError
      ? track.error.status === 404
        ? t('track.notFound')
        : track.error.status === 429
          ? t('track.rateLimited')
          : t('errors.failed')
      : track.isError
        ? t('errors.failed')
        : null;
  return (
    <section className="container-xxl order-page">
      <h1>{t('track.title')}</h1>
      <p className="text-muted-rh">{t('track.intro')}</p>
      <form
        className="surface-card track-order__form"
        noValidate
        onSubmit={form.handleSubmit((values) => track.mutate(values))}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('track.title')}
        </h2>
        <div className="row g-3">
          <TextField
            wrapperClassName="col-md-6"
            id={`${id}-number`}
            label={t('track.number')}
            dir="ltr"
            inputMode="numeric"
            {...form.field('number')}
          />
          <TextField
            wrapperClassName="col-md-6"
            id={`${id}-email`}
            label={t('track.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...form.field('email')}
          />
        </div>
        <button type="submit" className="btn btn-accent mt-3" disabled={track.isPending}>
          {t('track.submit')}
        </button>
        {failure && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {failure}
          </p>
        )}
      </form>
      {track.data && <TrackedOrder order={track.data} />}
    </section>
  );
}

function TrackedOrder({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const locale = useLocaleTag();
  const date = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="mt-4" aria-live="polite">
      <ul className="order-page__facts">
        <li>
          {t('order.number')} <strong dir="ltr">{order.number}</strong>
        </li>
        <li>
          {t('order.status')}{' '}
          <strong>
            <OrderStatusBadge status={order.status} />
          </strong>
        </li>
        <li>
          {t('order.total')} <strong dir="ltr">{money(order.totalPaise)}</strong>
        </li>
      </ul>
      <ul className="list-unstyled">
        {order.items.map((item) => (
          <li key={`${item.sku}-${item.variantId}`}>
            {item.name} <span dir="ltr">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <h2 className="h5 mt-4">{t('order.history')}</h2>
      <ol className="track-order__history">
        {order.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time> — {t(`status.${entry.to}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
