import { api } from '@reelhouse/contracts/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@reelhouse/contracts/shop-cart';
import type { Download, PlaceOrder } from '@reelhouse/contracts/shop-orders';
import type { CreateProductReview, ProductSort } from '@reelhouse/contracts/shop-products';
import { callApi } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../../shared/i18n/content-language';

const cartKey = ['shop', 'cart'];
const wishlistKey = ['shop', 'wishlist'];

/** What a product list asks for (GET /api/shop/products), as the address keeps it. */
export interface ProductListParams {
  page?: number;
  limit?: number;
  sort?: ProductSort;
  category?: string;
  tag?: string;
  title?: string;
  size?: string;
  colour?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
}

/** A page of products; the previous page stays on screen while the next one loads. */
export function useProducts(query: ProductListParams) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['shop', 'products', lang, query],
    queryFn: () => callApi(api.shop.products, { query: { ...query, lang } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProduct(slug: string | null) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['shop', 'product', slug, lang],
    queryFn: () => callApi(api.shop.product, { params: { slug: slug ?? '' }, query: { lang } }),
    enabled: slug !== null,
  });
}

export function useShopTerms(kind: 'categories' | 'tags') {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['shop', kind, lang],
    queryFn: () => callApi(api.shop[kind], { query: { lang } }),
    staleTime: 5 * 60_000,
  });
}

/** The shopper's cart as the server prices it now (visitor or member alike). */
export function useCart() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...cartKey, lang],
    queryFn: () => callApi(api.shop.cart, { query: { lang } }),
    staleTime: 10_000,
  });
}

/** Every cart change answers the whole cart: it replaces the cached one at once. */
function useCartChange<T>(request: (input: T, lang: string) => Promise<Cart>) {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (input: T) => request(input, lang),
    onSuccess: (cart) => queryClient.setQueryData([...cartKey, lang], cart),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

export const useAddToCart = () =>
  useCartChange(({ variantId, quantity }: { variantId: number; quantity: number }, lang) =>
    callApi(api.shop.addToCart, { query: { lang }, body: { variantId, quantity } }),
  );

export const useSetQuantity = () =>
  useCartChange(({ variantId, quantity }: { variantId: number; quantity: number }, lang) =>
    callApi(api.shop.changeCartLine, { params: { variantId }, query: { lang }, body: { quantity } }),
  );

export const useRemoveLine = () =>
  useCartChange((variantId: number, lang) =>
    callApi(api.shop.removeCartLine, { params: { variantId }, query: { lang } }),
  );

export const useApplyCoupon = () =>
  useCartChange((code: string, lang) => callApi(api.shop.applyCoupon, { query: { lang }, body: { code } }));

export const useRemoveCoupon = () =>
  useCartChange((_: null, lang) => callApi(api.shop.removeCoupon, { query: { lang } }));

export function useWishlist() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...wishlistKey, lang],
    queryFn: () => callApi(api.shop.wishlist, { query: { lang } }),
  });
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: number; saved: boolean }) =>
      callApi(saved ? api.shop.unwish : api.shop.wish, { params: { productId }, query: { lang } }),
    onSuccess: (wishlist) => queryClient.setQueryData([...wishlistKey, lang], wishlist),
  });
}

export function useCheckoutOptions() {
  return useQuery({
    queryKey: ['shop', 'checkout-options'],
    queryFn: () => callApi(api.shop.checkoutOptions),
  });
}

/**
 * Places the order once: the key is made per visit of the form, so a retried request is the same
 * order. The caller moves on to the order first and then lets the emptied cart be fetched again
 * (the form would otherwise give way to "your cart is empty" before it could move on).
 */
export function usePlaceOrder() {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: ({ order, key }: { order: PlaceOrder; key: string }) =>
      callApi(api.shop.placeOrder, { query: { lang }, body: order, headers: { 'idempotency-key': key } }),
  });
}

/**
 * The buyer's actions on an unpaid order: pay (PhonePe again: the browser goes to its page) or
 * cancel (stock goes back); the shop's cached answers are asked for again after a cancel.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, action }: { number: string; action: 'pay' | 'cancel' }) =>
      callApi(action === 'pay' ? api.shop.payOrder : api.shop.cancelOrder, { params: { number } }),
    onSuccess: (answer) => {
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else void queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}

/** The member's orders, newest first, with what each may still do (pay, cancel). */
export function useOrders() {
  return useQuery({
    queryKey: ['shop', 'orders'],
    queryFn: () => callApi(api.shop.orders),
  });
}

/** One of the member's orders; an unpaid online order is asked about again every few seconds. */
export function useOrder(number: string) {
  return useQuery({
    queryKey: ['shop', 'order', number],
    queryFn: () => callApi(api.shop.order, { params: { number } }),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 3000 : false),
  });
}

const downloadsKey = ['shop', 'downloads'];

/** Files from the member's paid orders, with the downloads left and until when. */
export function useDownloads() {
  return useQuery({
    queryKey: downloadsKey,
    queryFn: () => callApi(api.shop.downloads),
  });
}

/**
 * Each press asks for a fresh signed link (valid ten minutes) and follows it; the server counts
 * the download when the file is fetched, so the list shows it counted at once and is checked
 * against the server the next time it is looked at.
 */
export function useDownloadLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.shop.downloadLink, { params: { id } }),
    onSuccess: ({ url }, id) => {
      window.location.assign(url);
      queryClient.setQueryData<{ items: Download[] }>(downloadsKey, (current) =>
        current
          ? {
              items: current.items.map((item) =>
                item.id === id && item.remaining !== null
                  ? { ...item, remaining: item.remaining - 1, available: item.remaining > 1 }
                  : item,
              ),
            }
          : current,
      );
    },
  });
}

/** A product's published reviews (the reviewer's e-mail never reaches the browser). */
export function useProductReviews(slug: string) {
  return useQuery({
    queryKey: ['shop', 'reviews', slug],
    queryFn: () => callApi(api.shop.reviews, { params: { slug } }),
  });
}

/** Sends a review; it shows at once or after moderation, as the operator chose. */
export function useSendProductReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateProductReview) => callApi(api.shop.addReview, { params: { slug }, body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop'] }),
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => callApi(api.shop.unwish, { params: { productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}

/** Finds an order by its number and billing e-mail, for anyone who has both. */
export function useTrackOrder() {
  return useMutation({
    mutationFn: (values: { number: string; email: string }) => callApi(api.shop.trackOrder, { body: values }),
  });
}
