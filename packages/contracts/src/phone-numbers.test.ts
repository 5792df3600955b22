import { describe, expect, it } from 'vitest';
import { AppError } from './errors/app-error';
import { normaliseMobile } from './phone-numbers';

const reason = (input: string) => {
  try {
    normaliseMobile(input, 'IN');
    return null;
  } catch (error) {
    return error instanceof AppError ? error.message : String(error);
  }
};

describe('normaliseMobile', () => {
  it('reads Indian numbers in any common spelling as E.164', () => {
    for (const input of ['98765 43210', '+91 98765-43210', '09876543210', '919876543210']) {
      expect(normaliseMobile(input, 'IN')).toBe('+919876543210');
    }
    expect(normaliseMobile('+44 7911 123456', 'IN')).toBe('+447911123456');
  });

  it('says why a number is refused', () => {
    expect(reason('hello')).toMatch(/not a phone number/);
    expect(reason('98765')).toMatch(/not a valid mobile number/);
    expect(reason('+91 98765 43210 123')).toMatch(/not a valid mobile number/);
    expect(reason('+91 11 2345 6789')).toMatch(/enter a mobile number/); // a Delhi landline
  });
});
