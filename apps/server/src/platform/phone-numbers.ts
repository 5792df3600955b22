import { parsePhoneNumberWithError, ParseError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { fieldError } from './errors/app-error';

const reasons: Record<string, string> = {
  INVALID_COUNTRY: 'add the country code, for example +91',
  NOT_A_NUMBER: 'it is not a phone number',
  TOO_SHORT: 'it is too short',
  TOO_LONG: 'it is too long',
  INVALID_LENGTH: 'it has the wrong number of digits',
};

const invalid = (field: string, message: string) => fieldError('validation_failed', field, message);

/** A valid number, read in `defaultCountry` when it has no country code, or a 400 on `field` saying why not. */
function parseValid(input: string, defaultCountry: string, field: string, what: string): PhoneNumber {
  let number;
  try {
    number = parsePhoneNumberWithError(input, defaultCountry as CountryCode);
  } catch (error) {
    const reason = error instanceof ParseError ? (reasons[error.message] ?? 'it cannot be read') : 'it cannot be read';
    throw invalid(field, `This is not a valid ${what}: ${reason}.`);
  }
  if (!number.isValid()) throw invalid(field, `This is not a valid ${what} for ${number.country ?? 'its country'}.`);
  return number;
}

/**
 * A mobile number as the person typed it, in E.164 (+919876543210), or a 400 that says what is
 * wrong with it. Numbers without a country code are read in the configured default country.
 */
export function normaliseMobile(input: string, defaultCountry: string): string {
  const number = parseValid(input, defaultCountry, 'mobile', 'mobile number');
  const type = number.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    throw invalid('mobile', 'This number cannot receive text messages: enter a mobile number.');
  }
  return number.number;
}

/** Any valid phone number (landlines too), in E.164; without a country code it is read in `country`. */
export function normalisePhone(input: string, country: string, field = 'phone'): string {
  return parseValid(input, country, field, 'phone number').number;
}
