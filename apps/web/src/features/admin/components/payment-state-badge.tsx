import type { PaymentState } from '@reelhouse/contracts/payments';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';

const toneOf: Record<PaymentState, StatusTone> = {
  pending: 'pending',
  succeeded: 'success',
  failed: 'failure',
  expired: 'neutral',
  flagged: 'failure',
  refunded: 'neutral',
};

/** A payment's state in the words My Account uses, coloured by what it means for the money. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation('plans');
  return <StatusBadge tone={toneOf[state]}>{t(`account.states.${state}`)}</StatusBadge>;
}
