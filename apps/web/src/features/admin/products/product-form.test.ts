import { describe, expect, it } from 'vitest';
import { newProductSchema, newProductValues, productChangeSchema } from './product-form';

const filled = () => {
  const values = newProductValues();
  return {
    ...values,
    slug: 'studio-mug',
    sku: 'rh-mug-01',
    pricePaise: '349',
    salePricePaise: '',
    translations: {
      ...values.translations,
      en: { name: 'Studio mug', shortDescription: 'A mug.', description: 'Ceramic, 350 ml.' },
    },
    variants: [{ stockQuantity: '12' }],
  };
};

describe('the product form', () => {
  it('turns rupees to paise, blanks to none, and gives a new product one variant with its stock', () => {
    const result = newProductSchema.parse(filled());
    expect(result).toMatchObject({
      slug: 'studio-mug',
      sku: 'RH-MUG-01',
      pricePaise: 34_900,
      salePricePaise: null,
      gstBasisPoints: 1200,
      dimensionsMm: null,
      variants: [{ sku: 'RH-MUG-01', stockQuantity: 12 }],
    });
    expect(Object.keys(result.translations)).toEqual(['en']);
  });

  it('does not count a download’s stock', () => {
    expect(newProductSchema.parse({ ...filled(), kind: 'digital' }).variants[0]?.stockQuantity).toBeNull();
  });

  it('names each wrong field as the API does: a begun translation, a sale above the price, half dimensions', () => {
    const values = filled();
    const result = productChangeSchema.safeParse({
      ...values,
      salePricePaise: '400',
      dimensionsMm: { length: '10', width: '', height: '' },
      translations: { ...values.translations, fr: { name: 'Tasse', shortDescription: '', description: '' } },
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['dimensionsMm.width', 'translations.fr.shortDescription', 'translations.fr.description']),
    );
  });
});
