import type { OrderAddress } from '@reelhouse/contracts/shop-orders';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** A billing or shipping address as a letter would carry it, the country named in the reader's language. */
export function OrderAddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const locale = useLocaleTag();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return (
    <div>
      <h3 className="h5">{title}</h3>
      <address className="mb-0">
        {address.firstName} {address.lastName}
        <br />
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.street}
        {address.apartment && `, ${address.apartment}`}
        <br />
        {address.town}, {address.state} <span dir="ltr">{address.postcode}</span>
        <br />
        {country}
        <br />
        <span dir="ltr">{address.phone}</span>
        <br />
        <span dir="ltr">{address.email}</span>
      </address>
    </div>
  );
}
