import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { useAddToCart } from '../api/shop-queries';
import { AddedDialog } from './added-dialog';

/** Puts a variant in the cart and says so with the "Added!" dialog; a refusal (stock) is shown beside it. */
export function AddToCartButton({
  variantId,
  quantity,
  className,
  disabled = false,
}: {
  variantId: number | null;
  quantity: number;
  className: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shop');
  const add = useAddToCart();
  const [added, setAdded] = useState(false);
  const refused = add.error instanceof ApiError && add.error.problem?.reason === 'out_of_stock';
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled || variantId === null || add.isPending}
        onClick={() => {
          if (variantId !== null) add.mutate({ variantId, quantity }, { onSuccess: () => setAdded(true) });
        }}
      >
        {t('addToCart')}
      </button>
      {add.isError && (
        <p className="text-danger small mb-0" role="alert">
          {refused ? t('errors.outOfStock') : t('errors.failed')}
        </p>
      )}
      <AddedDialog open={added} target="cart" onClose={() => setAdded(false)} />
    </>
  );
}
