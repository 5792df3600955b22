import { lazy } from 'react';

// What other features may use of the account feature; everything else in it is private.
export { useAddresses, useProfile } from './api/account-queries';
export { AddressFields, blankAddress, valuesOf, type AddressValues } from './components/address-fields';

/** Needed only for a title the parental PIN locks, so fetched then: a title page's first load carries no form code. */
export const PinLockedNotice = lazy(() =>
  import('./components/pin-unlock').then((module) => ({ default: module.PinLockedNotice })),
);
