import { z } from 'zod';

/** ISO 3166-1 alpha-2 codes of every country and territory; names come from Intl.DisplayNames. */
export const countryCodes = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const text = (max: number, empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * A billing or shipping address (PRODUCT.md's fields). Indian PIN codes are six digits; other
 * postcodes are letters, digits, spaces and dashes.
 */
export const addressInputSchema = z
  .object({
    firstName: text(60, 'enter the first name'),
    lastName: text(60, 'enter the last name'),
    company: optionalText(100),
    country: z.enum(countryCodes as [string, ...string[]], { error: 'choose a country' }),
    street: text(200, 'enter the street address'),
    apartment: optionalText(100),
    town: text(100, 'enter the town or city'),
    state: text(100, 'enter the state'),
    postcode: z
      .string({ error: 'enter the PIN or ZIP code' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'enter the PIN or ZIP code'),
    phone: text(32, 'enter a phone number'),
    email: z.email({ error: 'enter a valid e-mail address' }).max(254),
    defaultBilling: z.boolean().default(false),
    defaultShipping: z.boolean().default(false),
  })
  .refine((address) => address.country !== 'IN' || /^\d{6}$/.test(address.postcode), {
    message: 'an Indian PIN code has 6 digits',
    path: ['postcode'],
  });
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  country: z.string(),
  street: z.string(),
  apartment: z.string().nullable(),
  town: z.string(),
  state: z.string(),
  postcode: z.string(),
  /** E.164, as the server normalised it. */
  phone: z.string(),
  email: z.string(),
  defaultBilling: z.boolean(),
  defaultShipping: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
