import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './quantity-counter.css';

/** Plus and minus around a number: never below 1, never above `max` (the stock, when counted). */
export function QuantityCounter({
  value,
  max,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  max: number | null;
  onChange: (value: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shop');
  const limit = Math.min(max ?? 99, 99);
  return (
    <span className="quantity-counter" role="group" aria-label={label}>
      <button
        type="button"
        className="quantity-counter__step"
        aria-label={t('product.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden size={14} />
      </button>
      <output className="quantity-counter__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-counter__step"
        aria-label={t('product.increase')}
        disabled={disabled || value >= limit}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden size={14} />
      </button>
    </span>
  );
}
