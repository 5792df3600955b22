import { variantInputSchema, variantUpdateSchema, type AdminVariant } from '@reelhouse/contracts/shop-admin';
import { z } from 'zod';
import { numberOf, optionalNumberOf, optionalPaiseOf, rupeesText } from '../components/typed-numbers';

/** A variant's fields as typed, named as the API's: prices in rupees (blank: the product's), stock blank when not counted. */
export interface VariantFormValues {
  sku: string;
  size: string;
  colour: string;
  pricePaise: string;
  salePricePaise: string;
  stockQuantity: string;
  lowStockThreshold: string;
  backorders: boolean;
}

export const blankVariant: VariantFormValues = {
  sku: '',
  size: '',
  colour: '',
  pricePaise: '',
  salePricePaise: '',
  stockQuantity: '0',
  lowStockThreshold: '5',
  backorders: false,
};

const text = (value: number | null) => (value === null ? '' : String(value));

export const variantValues = (variant: AdminVariant): VariantFormValues => ({
  sku: variant.sku,
  size: variant.size ?? '',
  colour: variant.colour ?? '',
  pricePaise: rupeesText(variant.pricePaise),
  salePricePaise: rupeesText(variant.salePricePaise),
  stockQuantity: text(variant.stockQuantity),
  lowStockThreshold: String(variant.lowStockThreshold),
  backorders: variant.backorders,
});

const typed = (values: VariantFormValues) => ({
  size: values.size.trim() || null,
  colour: values.colour.trim() || null,
  pricePaise: optionalPaiseOf(values.pricePaise),
  salePricePaise: optionalPaiseOf(values.salePricePaise),
  stockQuantity: optionalNumberOf(values.stockQuantity),
  lowStockThreshold: numberOf(values.lowStockThreshold),
  backorders: values.backorders,
});

/** A change to an existing variant: every field as it stands in the row. */
export const variantChangeSchema = z.preprocess((values: VariantFormValues) => typed(values), variantUpdateSchema);

/** A new variant with its own SKU. */
export const newVariantSchema = z.preprocess(
  (values: VariantFormValues) => ({ ...typed(values), sku: values.sku.trim().toUpperCase() }),
  variantInputSchema,
);
