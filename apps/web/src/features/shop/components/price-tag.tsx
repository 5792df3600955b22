import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/use-money';

/** A price or a price range (paise), with the regular price struck through when on sale. */
export function PriceTag({ min, max = min, regular = null }: { min: number; max?: number; regular?: number | null }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  return (
    <span className="price-tag">
      {regular !== null && regular > min && (
        <del className="price-tag__regular" dir="ltr">
          {money(regular)}
        </del>
      )}
      <span className="price-tag__now" dir="ltr">
        {max > min ? t('priceRange', { from: money(min), to: money(max) }) : money(min)}
      </span>
    </span>
  );
}
