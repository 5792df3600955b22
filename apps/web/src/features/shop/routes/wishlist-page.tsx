import { productPath, webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDeleteFlow } from '../../../shared/ui/use-delete-flow';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useAddToCart, useRemoveFromWishlist, useWishlist } from '../api/shop-queries';
import { StockLabel } from '../components/stock-label';
import { useMoney } from '../../../shared/format/use-money';
import './cart-page.css';

/** The wishlist (/wishlist): products kept for later; move one to the cart, or remove it (asked first). */
export function WishlistPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('wishlist.title'));
  const money = useMoney();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const deletion = useDeleteFlow(remove);
  const add = useAddToCart();
  if (wishlist.isPending) return <PageLoading />;
  if (wishlist.isError) return <LoadError onRetry={() => void wishlist.refetch()} />;
  return (
    <section className="container-xxl cart-page">
      <h1>{t('wishlist.title')}</h1>
      <ConfirmDialog {...deletion.dialog} />
      {wishlist.data.items.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('wishlist.empty')}</p>
          <Link className="btn btn-accent" to={webPaths.shop}>
            {t('cart.returnToShop')}
          </Link>
        </div>
      ) : (
        <table className="table cart-table cart-table--stacked">
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col">{t('cart.price')}</th>
              <th scope="col">{t('wishlist.stock')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('wishlist.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {wishlist.data.items.map((item) => (
              <tr key={item.productId}>
                <td>
                  <span className="cart-table__product">
                    <ResponsiveImage className="cart-panel__thumb" image={item.image} alt="" sizes="64px" />
                    <Link to={productPath(item.slug)}>{item.name}</Link>
                  </span>
                </td>
                <td dir="ltr">{money(item.pricePaise)}</td>
                <td>
                  <StockLabel status={item.stockStatus} />
                </td>
                <td className="wishlist-actions">
                  {item.defaultVariantId !== null ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-accent"
                      disabled={item.stockStatus === 'out_of_stock' || add.isPending}
                      onClick={() =>
                        add.mutate(
                          { variantId: item.defaultVariantId ?? 0, quantity: 1 },
                          { onSuccess: () => remove.mutate(item.productId) },
                        )
                      }
                    >
                      {t('wishlist.moveToCart')}
                    </button>
                  ) : (
                    <Link className="btn btn-sm btn-outline-light" to={productPath(item.slug)}>
                      {t('chooseOptions')}
                    </Link>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    onClick={() => deletion.ask(item.productId)}
                  >
                    {t('wishlist.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {add.isError && (
        <p className="text-danger" role="alert">
          {t('errors.outOfStock')}
        </p>
      )}
    </section>
  );
}
