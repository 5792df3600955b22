// What other features may use of subscriptions; everything else in it is private.
export { useEntitlement, useEntitlements } from './api/use-entitlement';
export { usePlans } from './api/plan-queries';
export { PaymentHistory } from './components/payment-history';
export { PlanSummary } from './components/plan-summary';
export { RenewalTerms } from './components/renewal-terms';
export { InvoiceDocument } from './components/invoice-document';
