import type { OrderStatus } from '@reelhouse/contracts/shop-orders';
import { useTranslation } from 'react-i18next';
import './order-status-badge.css';

/** An order's status in words, coloured by what it means for the buyer (done, waiting, stopped). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return <span className={`order-status order-status--${status}`}>{t(`status.${status}`)}</span>;
}
