import type { OrderStatus } from '@reelhouse/contracts/shop-orders';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';

const toneOf: Record<OrderStatus, StatusTone> = {
  pending_payment: 'pending',
  on_hold: 'pending',
  processing: 'success',
  completed: 'success',
  failed: 'failure',
  cancelled: 'neutral',
  refunded: 'neutral',
};

/** An order's status in words, coloured by what it means for the buyer. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <StatusBadge tone={toneOf[status]} className="order-status">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
