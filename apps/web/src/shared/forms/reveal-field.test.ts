import { describe, expect, it } from 'vitest';
import { fieldsWithProblems } from './reveal-field';

describe('fieldsWithProblems', () => {
  it('names each wrong field by its dotted path, however deep, and nothing else', () => {
    const errors = {
      name: { type: 'too_small', message: 'enter a name' },
      bios: { en: { type: 'custom', message: 'an English bio is required', ref: { name: 'bios.en' } } },
      variants: [undefined, { sku: { type: 'invalid_format' } }],
    };
    expect(fieldsWithProblems(errors as never)).toEqual(['name', 'bios.en', 'variants.1.sku']);
  });

  it('names none when the form is fine', () => {
    expect(fieldsWithProblems({})).toEqual([]);
  });
});
