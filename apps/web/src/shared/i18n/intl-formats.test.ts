import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    expect(dateFormat('de', { year: 'numeric' })).toBe(dateFormat('de', { year: 'numeric' }));
    expect(dateFormat('de', { year: 'numeric' })).not.toBe(dateFormat('fr', { year: 'numeric' }));
    expect(numberFormat('ar')).toBe(numberFormat('ar', {}));
    expect(numberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1499)).toBe('₹1,499.00');
  });
});
