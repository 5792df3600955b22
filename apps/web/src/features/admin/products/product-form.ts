import { languages, type Language } from '@reelhouse/contracts/locales';
import { productCreateSchema, productUpdateSchema, type AdminProduct } from '@reelhouse/contracts/shop-admin';
import type { productKinds, productStatuses } from '@reelhouse/contracts/shop-products';
import { z } from 'zod';
import { numberOf, optionalNumberOf, optionalPaiseOf, paiseOf, rupeesText } from '../components/typed-numbers';

/** India's GST slabs in basis points, as the API takes them. */
export const gstSlabs = ['0', '500', '1200', '1800', '2800'] as const;

interface TextsValues {
  name: string;
  shortDescription: string;
  description: string;
}

/**
 * What the product form holds, its fields named as the API's (so the server's problems land beside
 * them): prices typed in rupees, numbers as typed, blank for none.
 */
export interface ProductFormValues {
  slug: string;
  sku: string;
  kind: (typeof productKinds)[number];
  status: (typeof productStatuses)[number];
  pricePaise: string;
  salePricePaise: string;
  gstBasisPoints: (typeof gstSlabs)[number];
  weightGrams: string;
  dimensionsMm: { length: string; width: string; height: string };
  downloadLimit: string;
  downloadExpiryDays: string;
  translations: Record<Language, TextsValues>;
  categories: string[];
  tags: string[];
  titles: string[];
  /** A new product's one variant (more are added on its page): its stock. */
  variants: { stockQuantity: string }[];
}

const blankTexts: TextsValues = { name: '', shortDescription: '', description: '' };
const text = (value: number | null) => (value === null ? '' : String(value));

export function newProductValues(): ProductFormValues {
  return {
    slug: '',
    sku: '',
    kind: 'physical',
    status: 'draft',
    pricePaise: '',
    salePricePaise: '',
    gstBasisPoints: '1200',
    weightGrams: '',
    dimensionsMm: { length: '', width: '', height: '' },
    downloadLimit: '',
    downloadExpiryDays: '',
    translations: Object.fromEntries(languages.map((lang) => [lang, blankTexts])) as Record<Language, TextsValues>,
    categories: [],
    tags: [],
    titles: [],
    variants: [{ stockQuantity: '0' }],
  };
}

export function productValues(product: AdminProduct): ProductFormValues {
  return {
    ...newProductValues(),
    slug: product.slug,
    sku: product.sku,
    kind: product.kind,
    status: product.status,
    pricePaise: rupeesText(product.pricePaise),
    salePricePaise: rupeesText(product.salePricePaise),
    gstBasisPoints: String(product.gstBasisPoints) as ProductFormValues['gstBasisPoints'],
    weightGrams: text(product.weightGrams),
    dimensionsMm: {
      length: text(product.dimensionsMm?.length ?? null),
      width: text(product.dimensionsMm?.width ?? null),
      height: text(product.dimensionsMm?.height ?? null),
    },
    downloadLimit: text(product.downloadLimit),
    downloadExpiryDays: text(product.downloadExpiryDays),
    translations: Object.fromEntries(
      languages.map((lang) => [lang, product.translations[lang] ?? blankTexts]),
    ) as Record<Language, TextsValues>,
    categories: product.categories,
    tags: product.tags,
    titles: product.titles,
  };
}

/** The fields a product's form and the API share, typed values turned into the API's. */
function fieldsOf(values: ProductFormValues) {
  const { length, width, height } = values.dimensionsMm;
  const noDimensions = [length, width, height].every((side) => side.trim() === '');
  return {
    sku: values.sku.trim().toUpperCase(),
    kind: values.kind,
    status: values.status,
    pricePaise: paiseOf(values.pricePaise),
    salePricePaise: optionalPaiseOf(values.salePricePaise),
    gstBasisPoints: Number(values.gstBasisPoints),
    weightGrams: optionalNumberOf(values.weightGrams),
    dimensionsMm: noDimensions ? null : { length: numberOf(length), width: numberOf(width), height: numberOf(height) },
    downloadLimit: optionalNumberOf(values.downloadLimit),
    downloadExpiryDays: optionalNumberOf(values.downloadExpiryDays),
    // A language left wholly blank is not sent (shoppers read English); one begun must be finished.
    translations: Object.fromEntries(
      languages
        .filter((lang) => lang === 'en' || Object.values(values.translations[lang]).some((value) => value.trim()))
        .map((lang) => [lang, values.translations[lang]]),
    ),
    categories: values.categories,
    tags: values.tags,
    titles: values.titles,
  };
}

/** A new product with its one variant, which shares its SKU (stock not counted for a download). */
export const newProductSchema = z.preprocess((values: ProductFormValues) => {
  const fields = fieldsOf(values);
  const stock = values.variants[0]?.stockQuantity ?? '';
  return {
    ...fields,
    slug: values.slug.trim(),
    variants: [{ sku: fields.sku, stockQuantity: values.kind === 'digital' ? null : numberOf(stock) }],
  };
}, productCreateSchema);

/** Every field of an existing product (its slug stays). */
export const productChangeSchema = z.preprocess((values: ProductFormValues) => fieldsOf(values), productUpdateSchema);
