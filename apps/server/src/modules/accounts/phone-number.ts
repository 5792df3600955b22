import { parsePhoneNumberWithError, ParseError, type CountryCode } from 'libphonenumber-js/max';
import { AppError } from '../../errors/app-error';

const reasons: Record<string, string> = {
  INVALID_COUNTRY: 'add the country code, for example +91',
  NOT_A_NUMBER: 'it is not a phone number',
  TOO_SHORT: 'it is too short',
  TOO_LONG: 'it is too long',
  INVALID_LENGTH: 'it has the wrong number of digits',
};

/**
 * A mobile number as the person typed it, in E.164 (+919876543210), or a 400 that says what is
 * wrong with it. Numbers without a country code are read in the configured default country.
 */
export function normaliseMobile(input: string, defaultCountry: string): string {
  let number;
  try {
    number = parsePhoneNumberWithError(input, defaultCountry as CountryCode);
  } catch (error) {
    const reason = error instanceof ParseError ? (reasons[error.message] ?? 'it cannot be read') : 'it cannot be read';
    throw invalid(`This is not a valid mobile number: ${reason}.`);
  }
  if (!number.isValid()) throw invalid(`This is not a valid mobile number for ${number.country ?? 'its country'}.`);
  const type = number.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    throw invalid('This number cannot receive text messages: enter a mobile number.');
  }
  return number.number;
}

const invalid = (message: string) =>
  new AppError('validation_failed', message, { errors: [{ path: 'body.mobile', message }] });
