import { countryCodes, type AddressInput } from '@reelhouse/contracts/address';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import type { RegisteredField } from '../../../shared/forms/use-zod-form';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

type TextFieldName = Exclude<keyof AddressInput, 'country' | 'defaultBilling' | 'defaultShipping'>;
const textFields: { name: TextFieldName; autoComplete: string; type?: string; wide?: boolean; ltr?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'company', autoComplete: 'organization', wide: true },
  { name: 'street', autoComplete: 'address-line1', wide: true },
  { name: 'apartment', autoComplete: 'address-line2', wide: true },
  { name: 'town', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postcode', autoComplete: 'postal-code', ltr: true },
  { name: 'phone', autoComplete: 'tel', type: 'tel', ltr: true },
  { name: 'email', autoComplete: 'email', type: 'email', ltr: true, wide: true },
];

/** An address being typed: every field as text, the country as its ISO code. */
export type AddressValues = Record<TextFieldName, string> & { country: string };

export const blankAddress: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: 'IN',
  street: '',
  apartment: '',
  town: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
};

/** The values of a saved address, for editing or for checkout. */
export const valuesOf = (address: Partial<Record<keyof AddressValues, string | null>>): AddressValues =>
  Object.fromEntries(
    Object.keys(blankAddress).map((key) => [
      key,
      address[key as keyof AddressValues] ?? blankAddress[key as keyof AddressValues],
    ]),
  ) as AddressValues;

/** Countries by name in the reader's language. */
function useCountryOptions() {
  const locale = useLocaleTag();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

/**
 * PRODUCT.md's address fields (company and apartment optional), with each field's error beside
 * it: the account's address book and the checkout both use them.
 */
export function AddressFields({
  idPrefix,
  field,
}: {
  idPrefix: string;
  /** The form's registration of each address field (the checkout nests them under billing or shipping). */
  field: (name: keyof AddressValues) => RegisteredField;
}) {
  const { t } = useTranslation('account');
  const countries = useCountryOptions();
  const textField = ({ name, autoComplete, type = 'text', wide, ltr }: (typeof textFields)[number]) => (
    <TextField
      key={name}
      wrapperClassName={wide ? 'col-12' : 'col-md-6'}
      id={`${idPrefix}-${name}`}
      label={t(`addresses.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      dir={ltr ? 'ltr' : undefined}
      {...field(name)}
    />
  );
  const { error: countryError, ...country } = field('country');
  return (
    <div className="row g-3">
      {textFields.slice(0, 3).map(textField)}
      <FieldFrame
        wrapperClassName="col-12"
        id={`${idPrefix}-country`}
        label={t('addresses.fields.country')}
        error={countryError}
      >
        {(control) => (
          <select
            className={`form-select ${countryError ? 'is-invalid' : ''}`}
            autoComplete="country"
            {...country}
            {...control}
          >
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {textFields.slice(3).map(textField)}
    </div>
  );
}
