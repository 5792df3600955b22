// What other features may use of the account feature; everything else in it is private.
export { useAddresses, useProfile } from './api/account-queries';
export { AddressFields, blankAddress, valuesOf, type AddressValues } from './components/address-fields';
export { PinLockedNotice } from './components/pin-unlock';
