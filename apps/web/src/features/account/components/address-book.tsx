import type { Address } from '@reelhouse/contracts/address';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { useDeleteFlow } from '../../../shared/ui/use-delete-flow';
import { useAddresses, useDeleteAddress } from '../api/account-queries';
import { AddressForm } from './address-form';

function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  const lines = [
    address.company,
    address.street,
    address.apartment,
    `${address.town}, ${address.state} ${address.postcode}`,
    country,
  ].filter(Boolean);
  return (
    <li className="address-card surface-card">
      <div className="address-card__badges">
        {address.defaultBilling && <span className="badge-soft">{t('addresses.defaultBilling')}</span>}
        {address.defaultShipping && <span className="badge-soft">{t('addresses.defaultShipping')}</span>}
      </div>
      <address className="address-card__text">
        <strong>
          <bdi>
            {address.firstName} {address.lastName}
          </bdi>
        </strong>
        {/* Each line keeps its own direction: "12 Marine Drive" stays as typed on an Arabic page. */}
        {lines.map((line) => (
          <span key={line}>
            <bdi>{line}</bdi>
          </span>
        ))}
        <span>
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
        <span>
          <bdi dir="ltr">{address.email}</bdi>
        </span>
      </address>
      <div className="address-card__actions">
        <button type="button" className="btn btn-outline-light btn-sm" onClick={onEdit}>
          <Pencil aria-hidden size={16} />
          {t('addresses.edit')}
        </button>
        <button type="button" className="btn btn-outline-light btn-sm" onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
          {t('addresses.delete')}
        </button>
      </div>
    </li>
  );
}

/** My Account, addresses: the member's addresses with their defaults; add, edit, delete. */
export function AddressBook() {
  const { t } = useTranslation('account');
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const deletion = useDeleteFlow(remove);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  if (editing) return <AddressForm address={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  if (addresses.isPending) return <span className="skeleton" style={{ height: '12rem' }} />;
  if (addresses.isError) return <LoadError onRetry={() => void addresses.refetch()} />;
  const { items } = addresses.data;
  return (
    <div>
      <p className="text-muted-rh">{t('addresses.intro')}</p>
      {items.length === 0 ? (
        <p className="account-empty surface-card">
          <MapPin aria-hidden size={22} />
          {t('addresses.empty')}
        </p>
      ) : (
        <ul className="address-list">
          {items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing(address)}
              onDelete={() => deletion.ask(address.id)}
            />
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-accent mt-4" onClick={() => setEditing('new')}>
        <Plus aria-hidden size={18} />
        {t('addresses.add')}
      </button>
      {remove.isError && <p className="text-danger mt-3">{t('details.failed')}</p>}
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
