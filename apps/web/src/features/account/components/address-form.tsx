import { addressInputSchema, countryCodes, type Address, type AddressInput } from '@reelhouse/contracts/address';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorText,
  noProblems,
  problemsOfError,
  problemsOfIssues,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { CheckField, FieldFrame, TextField } from '../../../shared/forms/text-field';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useSaveAddress } from '../api/account-queries';

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

const blank: Record<TextFieldName, string> = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  apartment: '',
  town: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
};

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

/** Adds an address, or edits `address`; the fields are PRODUCT.md's, with their errors beside them. */
export function AddressForm({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const save = useSaveAddress();
  const countries = useCountryOptions();
  const [values, setValues] = useState<Record<TextFieldName, string>>(() =>
    address
      ? (Object.fromEntries(Object.keys(blank).map((key) => [key, address[key as TextFieldName] ?? ''])) as Record<
          TextFieldName,
          string
        >)
      : blank,
  );
  const [country, setCountry] = useState(address?.country ?? 'IN');
  const [defaults, setDefaults] = useState({
    defaultBilling: address?.defaultBilling ?? false,
    defaultShipping: address?.defaultShipping ?? false,
  });
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const errorOf = (field: string) => fieldErrorText(t, problems, field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, country, ...defaults };
    const parsed = addressInputSchema.safeParse(input);
    if (!parsed.success) {
      setProblems(problemsOfIssues(parsed.error.issues));
      return;
    }
    setProblems(noProblems);
    save.mutate(
      { id: address?.id ?? null, address: input },
      { onSuccess: onDone, onError: (error) => setProblems(problemsOfError(error) ?? noProblems) },
    );
  };

  return (
    <form className="account-form address-form" onSubmit={onSubmit} noValidate>
      <div className="row g-3">
        {textFields.slice(0, 3).map(field)}
        <FieldFrame
          wrapperClassName="col-12"
          id={`${id}-country`}
          label={t('addresses.fields.country')}
          error={errorOf('country')}
        >
          {(control) => (
            <select
              className={`form-select ${problems.has('country') ? 'is-invalid' : ''}`}
              autoComplete="country"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
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
        {textFields.slice(3).map(field)}
      </div>
      <div className="address-form__defaults">
        {(['defaultBilling', 'defaultShipping'] as const).map((kind) => (
          <CheckField
            key={kind}
            id={`${id}-${kind}`}
            label={t(`addresses.${kind}`)}
            checked={defaults[kind]}
            onChange={(checked) => setDefaults({ ...defaults, [kind]: checked })}
          />
        ))}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <button type="submit" className="btn btn-accent" disabled={save.isPending}>
          {t('addresses.save')}
        </button>
        <button type="button" className="btn btn-outline-light" onClick={onDone}>
          {t('addresses.cancel')}
        </button>
        <span aria-live="polite" className="text-muted-rh">
          {save.isError && problems.size === 0 && t('details.failed')}
        </span>
      </div>
    </form>
  );

  function field({ name, autoComplete, type = 'text', wide, ltr }: (typeof textFields)[number]) {
    return (
      <TextField
        key={name}
        wrapperClassName={wide ? 'col-12' : 'col-md-6'}
        id={`${id}-${name}`}
        label={t(`addresses.fields.${name}`)}
        type={type}
        autoComplete={autoComplete}
        dir={ltr ? 'ltr' : undefined}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        error={errorOf(name)}
      />
    );
  }
}
