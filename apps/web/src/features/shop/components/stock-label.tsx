import type { StockStatus } from '@reelhouse/contracts/shop-products';
import { useTranslation } from 'react-i18next';

/** A variant's or product's stock in words: "Only 3 left in stock" when the number is known and low. */
export function StockLabel({ status, available = null }: { status: StockStatus; available?: number | null }) {
  const { t } = useTranslation('shop');
  const text =
    status === 'low_stock' && available !== null ? t('stock.left', { count: available }) : t(`stock.${status}`);
  return <span className={`stock-label stock-label--${status}`}>{text}</span>;
}
