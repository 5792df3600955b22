import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CheckoutOptions, Wishlist } from '@reelhouse/contracts/shop-cart';
import type { Download, Order, OrderPlaced, OrderSummary, PlaceOrder } from '@reelhouse/contracts/shop-orders';
import type {
  CreateProductReview,
  ProductDetail,
  ProductList,
  ProductReview,
  ProductSort,
} from '@reelhouse/contracts/shop-products';
import { apiRequest, jsonRequest } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

const cartKey = ['shop', 'cart'];
const wishlistKey = ['shop', 'wishlist'];

const queryString = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

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
    queryFn: () => apiRequest<ProductList>(`/api/shop/products?${queryString({ ...query, lang })}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProduct(slug: string | null) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['shop', 'product', slug, lang],
    queryFn: () => apiRequest<ProductDetail>(`/api/shop/products/${encodeURIComponent(slug ?? '')}?lang=${lang}`),
    enabled: slug !== null,
  });
}

export function useShopTerms(kind: 'categories' | 'tags') {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['shop', kind, lang],
    queryFn: () =>
      apiRequest<{ items: { slug: string; name: string; count: number }[] }>(`/api/shop/${kind}?lang=${lang}`),
    staleTime: 5 * 60_000,
  });
}

/** The shopper's cart as the server prices it now (visitor or member alike). */
export function useCart() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...cartKey, lang],
    queryFn: () => apiRequest<Cart>(`/api/shop/cart?lang=${lang}`),
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
    apiRequest<Cart>(`/api/shop/cart/items?lang=${lang}`, jsonRequest('POST', { variantId, quantity })),
  );

export const useSetQuantity = () =>
  useCartChange(({ variantId, quantity }: { variantId: number; quantity: number }, lang) =>
    apiRequest<Cart>(`/api/shop/cart/items/${variantId}?lang=${lang}`, jsonRequest('PATCH', { quantity })),
  );

export const useRemoveLine = () =>
  useCartChange((variantId: number, lang) =>
    apiRequest<Cart>(`/api/shop/cart/items/${variantId}?lang=${lang}`, jsonRequest('DELETE')),
  );

export const useApplyCoupon = () =>
  useCartChange((code: string, lang) =>
    apiRequest<Cart>(`/api/shop/cart/coupon?lang=${lang}`, jsonRequest('PUT', { code })),
  );

export const useRemoveCoupon = () =>
  useCartChange((_: null, lang) => apiRequest<Cart>(`/api/shop/cart/coupon?lang=${lang}`, jsonRequest('DELETE')));

export function useWishlist() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...wishlistKey, lang],
    queryFn: () => apiRequest<Wishlist>(`/api/shop/wishlist?lang=${lang}`),
  });
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: number; saved: boolean }) =>
      apiRequest<Wishlist>(`/api/shop/wishlist/${productId}?lang=${lang}`, jsonRequest(saved ? 'DELETE' : 'PUT')),
    onSuccess: (wishlist) => queryClient.setQueryData([...wishlistKey, lang], wishlist),
  });
}

export function useCheckoutOptions() {
  return useQuery({
    queryKey: ['shop', 'checkout-options'],
    queryFn: () => apiRequest<CheckoutOptions>('/api/shop/checkout/options'),
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
      apiRequest<OrderPlaced>(`/api/shop/orders?lang=${lang}`, {
        ...jsonRequest('POST', order),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      }),
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
      apiRequest<{ redirectUrl?: string }>(`/api/shop/orders/${number}/${action}`, jsonRequest('POST')),
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
    queryFn: () => apiRequest<{ items: OrderSummary[] }>('/api/shop/orders'),
  });
}

/** One of the member's orders; an unpaid online order is asked about again every few seconds. */
export function useOrder(number: string) {
  return useQuery({
    queryKey: ['shop', 'order', number],
    queryFn: () => apiRequest<Order>(`/api/shop/orders/${encodeURIComponent(number)}`),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 3000 : false),
  });
}

const downloadsKey = ['shop', 'downloads'];

/** Files from the member's paid orders, with the downloads left and until when. */
export function useDownloads() {
  return useQuery({
    queryKey: downloadsKey,
    queryFn: () => apiRequest<{ items: Download[] }>('/api/shop/downloads'),
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
    mutationFn: (id: number) => apiRequest<{ url: string }>(`/api/shop/downloads/${id}/link`, jsonRequest('POST')),
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
    queryFn: () => apiRequest<{ items: ProductReview[] }>(`/api/shop/products/${encodeURIComponent(slug)}/reviews`),
  });
}

/** Sends a review; it shows at once or after moderation, as the operator chose. */
export function useSendProductReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateProductReview) =>
      apiRequest<{ status: 'pending' | 'published' }>(
        `/api/shop/products/${encodeURIComponent(slug)}/reviews`,
        jsonRequest('POST', review),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop'] }),
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiRequest(`/api/shop/wishlist/${productId}`, jsonRequest('DELETE')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}

/** Finds an order by its number and billing e-mail, for anyone who has both. */
export function useTrackOrder() {
  return useMutation({
    mutationFn: (values: { number: string; email: string }) =>
      apiRequest<Order>('/api/shop/track-order', jsonRequest('POST', values)),
  });
}
