import { addressInputSchema, type Address } from '@reelhouse/contracts/address';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorText,
  noProblems,
  problemsOfError,
  problemsOfIssues,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { CheckField } from '../../../shared/forms/text-field';
import { useSaveAddress } from '../api/account-queries';
import { AddressFields, blankAddress, valuesOf, type AddressValues } from './address-fields';

/** Adds an address, or edits `address`; the fields are PRODUCT.md's, with their errors beside them. */
export function AddressForm({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const save = useSaveAddress();
  const [values, setValues] = useState<AddressValues>(() => (address ? valuesOf(address) : blankAddress));
  const [defaults, setDefaults] = useState({
    defaultBilling: address?.defaultBilling ?? false,
    defaultShipping: address?.defaultShipping ?? false,
  });
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const errorOf = (field: string) => fieldErrorText(t, problems, field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, ...defaults };
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
      <AddressFields idPrefix={id} values={values} onChange={setValues} errorOf={errorOf} />
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
}
