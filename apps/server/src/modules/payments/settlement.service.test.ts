import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './settlement.service';

describe('invoice numbering', () => {
  it('numbers within the Indian financial year, April to March in IST', () => {
    expect(financialYearOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumber('2026-27', 42)).toBe('2026-27-000042');
  });
});
