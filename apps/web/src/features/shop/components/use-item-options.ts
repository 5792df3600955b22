import type { Order } from '@reelhouse/contracts/shop-orders';
import { useTranslation } from 'react-i18next';

type Options = Pick<Order['items'][number], 'size' | 'colour'>;

/**
 * The options a cart or order line is in ("M, Black"), the colour named in the reader's
 * language; '' when it has none.
 */
export function useItemOptions(): (item: Options, separator?: string) => string {
  // The cart panel builds before the shop's texts arrive: until then a colour keeps its own name.
  const { t } = useTranslation('shop', { useSuspense: false });
  return (item, separator = ', ') =>
    [item.size, item.colour && t(`colours.${item.colour}`, { defaultValue: item.colour })]
      .filter(Boolean)
      .join(separator);
}
