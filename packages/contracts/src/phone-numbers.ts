import { parsePhoneNumberWithError, ParseError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { z } from 'zod';
import { selfExplaining } from './problem';

/*
 * Phone numbers as the server keeps them: E.164 (+919876543210). Reading one needs the whole
 * numbering plan (libphonenumber, about 145 KB), so only the server imports this file (an ESLint
 * rule keeps it out of the web); the web's forms check the shape with the light fields of the
 * other contracts, and the server's answer says what is wrong with a number.
 */

const reasons: Record<string, string> = {
  INVALID_COUNTRY: 'add the country code, for example +91',
  NOT_A_NUMBER: 'it is not a phone number',
  TOO_SHORT: 'it is too short',
  TOO_LONG: 'it is too long',
  INVALID_LENGTH: 'it has the wrong number of digits',
};

/** A number in E.164, or a sentence saying why it is not one. */
export type PhoneReading = { number: string } | { problem: string };

function parseValid(input: string, country: string, what: string): PhoneNumber | string {
  let number;
  try {
    number = parsePhoneNumberWithError(input, country as CountryCode);
  } catch (error) {
    const reason = error instanceof ParseError ? (reasons[error.message] ?? 'it cannot be read') : 'it cannot be read';
    return `This is not a valid ${what}: ${reason}.`;
  }
  return number.isValid() ? number : `This is not a valid ${what} for ${number.country ?? 'its country'}.`;
}

/** A mobile number that can receive texts; without a country code it is read in `defaultCountry`. */
export function readMobile(input: string, defaultCountry: string): PhoneReading {
  const number = parseValid(input, defaultCountry, 'mobile number');
  if (typeof number === 'string') return { problem: number };
  const type = number.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    return { problem: 'This number cannot receive text messages: enter a mobile number.' };
  }
  return { number: number.number };
}

/** Any valid phone number (landlines too); without a country code it is read in `country`. */
export function readPhone(input: string, country: string): PhoneReading {
  const number = parseValid(input, country, 'phone number');
  return typeof number === 'string' ? { problem: number } : { number: number.number };
}

function inE164(reading: PhoneReading, path: PropertyKey[], context: z.core.$RefinementCtx): string {
  if ('number' in reading) return reading.number;
  context.addIssue({ code: 'custom', path, message: reading.problem, params: selfExplaining });
  return '';
}

/** `schema` with its `mobile` read as a mobile number and kept in E.164. */
export const withMobileInE164 = <S extends z.ZodType<{ mobile: string }>>(schema: S, defaultCountry: string) =>
  schema.transform((value, context) => ({
    ...value,
    mobile: inE164(readMobile(value.mobile, defaultCountry), ['mobile'], context),
  }));

/** An address schema with its `phone` read in the address's own country and kept in E.164. */
export const withPhoneInE164 = <S extends z.ZodType<{ phone: string; country: string }>>(schema: S) =>
  schema.transform((address, context) => ({
    ...address,
    phone: inE164(readPhone(address.phone, address.country), ['phone'], context),
  }));
