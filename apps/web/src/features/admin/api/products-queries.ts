import { adminApi } from '@reelhouse/contracts/admin-api';
import { api } from '@reelhouse/contracts/api';
import type {
  AdminProduct,
  AdminProductListQuery,
  CouponInput,
  ProductCreate,
  ProductUpdate,
  VariantInput,
  VariantUpdate,
} from '@reelhouse/contracts/shop-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

const productKey = (slug: string) => ['admin', 'product', slug];
const listsKey = ['admin', 'products'];

/** A page of products as the list's address asks for it; the page on screen stays while the next loads. */
export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery({
    queryKey: [...listsKey, query],
    queryFn: () => callApi(adminApi.products.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProduct(slug: string) {
  return useQuery({
    queryKey: productKey(slug),
    queryFn: () => callApi(adminApi.products.get, { params: { slug } }),
    retry: false,
  });
}

export function useLowStock() {
  return useQuery({ queryKey: [...listsKey, 'low-stock'], queryFn: () => callApi(adminApi.products.lowStock) });
}

/** The shop's categories and tags, to choose from (in the console's language). */
export function useShopTerms(lang: string) {
  const categories = useQuery({
    queryKey: ['shop', 'categories', lang],
    queryFn: () => callApi(api.shop.categories, { query: { lang } }),
  });
  const tags = useQuery({
    queryKey: ['shop', 'tags', lang],
    queryFn: () => callApi(api.shop.tags, { query: { lang } }),
  });
  return { categories: categories.data?.items, tags: tags.data?.items };
}

/**
 * Every change to a product answers the product whole: it replaces the console's copy, and the
 * lists and the shop's own pages are read again.
 */
function useProductChange<V>(slug: string, change: (value: V) => Promise<AdminProduct>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (product) => {
      queryClient.setQueryData(productKey(product.slug), product);
      if (product.slug !== slug) queryClient.removeQueries({ queryKey: productKey(slug) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listsKey }),
        queryClient.invalidateQueries({ queryKey: ['shop'] }),
      ]);
    },
  });
}

export const useCreateProduct = () =>
  useProductChange('', (body: ProductCreate) => callApi(adminApi.products.create, { body }));

export const useUpdateProduct = (slug: string) =>
  useProductChange(slug, (body: ProductUpdate) => callApi(adminApi.products.update, { params: { slug }, body }));

export const useAddVariant = (slug: string) =>
  useProductChange(slug, (body: VariantInput) => callApi(adminApi.products.addVariant, { params: { slug }, body }));

export const useAddProductPicture = (slug: string) =>
  useProductChange(slug, (picture: File) => callApi(adminApi.products.addImage, { params: { slug }, body: picture }));

export const useOrderProductPictures = (slug: string) =>
  useProductChange(slug, (imageIds: number[]) =>
    callApi(adminApi.products.orderImages, { params: { slug }, body: { imageIds } }),
  );

export const useRemoveProductPicture = (slug: string) =>
  useProductChange(slug, (imageId: number) =>
    callApi(adminApi.products.removeImage, { params: { slug, imageId: String(imageId) } }),
  );

export const useAddProductFile = (slug: string) =>
  useProductChange(slug, (file: File) =>
    callApi(adminApi.products.addFile, { params: { slug }, query: { name: file.name }, body: file }),
  );

export const useRemoveProductFile = (slug: string) =>
  useProductChange(slug, (fileId: number) =>
    callApi(adminApi.products.removeFile, { params: { slug, fileId: String(fileId) } }),
  );

/** A variant's change answers the variant alone: the product is read again to show it in place. */
export function useUpdateVariant(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: VariantUpdate }) =>
      callApi(adminApi.products.updateVariant, { params: { id: String(id) }, body: change }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKey(slug) }),
        queryClient.invalidateQueries({ queryKey: listsKey }),
        queryClient.invalidateQueries({ queryKey: ['shop'] }),
      ]),
  });
}

const couponsKey = ['admin', 'coupons'];

export function useCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: () => callApi(adminApi.coupons.list) });
}

/** Adds a coupon (no id) or replaces one's terms; the list is read again. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponInput }) =>
      id === null
        ? callApi(adminApi.coupons.create, { body })
        : callApi(adminApi.coupons.update, { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(adminApi.coupons.remove, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
