import { useTranslation } from 'react-i18next';

/** What Orders and Downloads say while the member has none. */
export function EmptySection({ kind }: { kind: 'orders' | 'downloads' }) {
  const { t } = useTranslation('account');
  return (
    <div className="account-empty surface-card">
      <strong>{t(`${kind}.empty`)}</strong>
      <span className="text-muted-rh">{t(`${kind}.hint`)}</span>
    </div>
  );
}
