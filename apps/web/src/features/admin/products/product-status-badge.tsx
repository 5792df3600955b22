import type { ProductStatus } from '@reelhouse/contracts/shop-products';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';

const toneOf: Record<ProductStatus, StatusTone> = { published: 'success', draft: 'pending', archived: 'neutral' };

/** Whether shoppers see a product: published, a draft not yet shown, or archived. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('admin');
  return <StatusBadge tone={toneOf[status]}>{t(`products.status.${status}`)}</StatusBadge>;
}
