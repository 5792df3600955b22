import { addressInputSchema, type Address } from '@reelhouse/contracts/address';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { CheckField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSaveAddress } from '../api/account-queries';
import { AddressFields, blankAddress, valuesOf } from './address-fields';

/** Adds an address, or edits `address`; the fields are PRODUCT.md's, with their errors beside them. */
export function AddressForm({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const save = useSaveAddress();
  const form = useZodForm(addressInputSchema, {
    defaultValues: {
      ...(address ? valuesOf(address) : blankAddress),
      defaultBilling: address?.defaultBilling ?? false,
      defaultShipping: address?.defaultShipping ?? false,
    },
    errorText: t,
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: address?.id ?? null, address: values }, { onSuccess: onDone, onError: form.showServerProblems }),
  );

  return (
    <form className="account-form address-form" onSubmit={onSubmit} noValidate>
      <AddressFields idPrefix={id} field={form.field} />
      <div className="address-form__defaults">
        {(['defaultBilling', 'defaultShipping'] as const).map((kind) => (
          <CheckField key={kind} id={`${id}-${kind}`} label={t(`addresses.${kind}`)} {...form.register(kind)} />
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
          {save.isError && !problemsOfError(save.error) && t('details.failed')}
        </span>
      </div>
    </form>
  );
}
