import type { Address } from '@reelhouse/contracts/address';
import type { Cart, CheckoutOptions } from '@reelhouse/contracts/shop-cart';
import type { Profile } from '@reelhouse/contracts/session';
import { placeOrderSchema, type PaymentMethod, type ShippingMethod } from '@reelhouse/contracts/shop-orders';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemOptions } from '../components/use-item-options';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { z } from 'zod';
import { CheckField, FieldFrame, TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAddresses, useProfile, AddressFields, blankAddress, valuesOf, type AddressValues } from '../../account';
import { useSession } from '../../../shared/session/session-query';
import { useCart, useCheckoutOptions, usePlaceOrder } from '../api/shop-queries';
import { CartTotals } from '../components/cart-totals';
import { useMoney } from '../../../shared/format/use-money';
import './checkout-page.css';

/** The checkout (/checkout): a signed-in member's addresses, notes, shipping and payment, then the order. */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('checkout.title'));
  const session = useSession();
  if (!session.authenticated) {
    return (
      <section className="container-xxl checkout-page checkout-page--narrow">
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.signIn')}</p>
        <Link className="btn btn-accent" to={`${webPaths.login}?${new URLSearchParams({ next: webPaths.checkout })}`}>
          {t('checkout.signInButton')}
        </Link>
      </section>
    );
  }
  return <MemberCheckout />;
}

/**
 * The checkout of a signed-in member: shown once the cart and what the account knows are in, so
 * the billing fields open filled instead of filling in under the buyer's cursor.
 */
function MemberCheckout() {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const options = useCheckoutOptions();
  const profile = useProfile();
  const addresses = useAddresses();
  if (cart.isError || options.isError || profile.isError || addresses.isError) {
    const retry = () => Promise.all([cart, options, profile, addresses].map((query) => query.refetch()));
    return <LoadError onRetry={() => void retry()} />;
  }
  if (!cart.data || !options.data || !profile.data || !addresses.data) return <PageLoading />;
  if (cart.data.lines.length === 0) {
    return (
      <section className="container-xxl checkout-page checkout-page--narrow">
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <Link className="btn btn-accent" to={webPaths.shop}>
          {t('cart.returnToShop')}
        </Link>
      </section>
    );
  }
  return <CheckoutForm cart={cart.data} options={options.data} profile={profile.data} saved={addresses.data.items} />;
}

interface CheckoutValues {
  billing: AddressValues;
  shipElsewhere: boolean;
  shipping: AddressValues;
  notes: string;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
}

/** What the form sends: the shipping address only when the buyer asked to ship elsewhere. */
const checkoutSchema = (needsShipping: boolean) =>
  z.preprocess(
    ({ shipElsewhere, shipping, ...order }: CheckoutValues) => ({
      ...order,
      shipping: needsShipping && shipElsewhere ? shipping : null,
    }),
    placeOrderSchema,
  );

interface CheckoutFormProps {
  cart: Cart;
  options: CheckoutOptions;
  profile: Profile;
  /** The member's saved addresses. */
  saved: Address[];
}

function CheckoutForm({ cart, options, profile, saved }: CheckoutFormProps) {
  const { t } = useTranslation('shop');
  const optionsOf = useItemOptions();
  const { t: account } = useTranslation('account');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useMoney();
  const place = usePlaceOrder();
  // One key per visit of the form: pressing again after a lost answer is the same order.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const defaultBilling = saved.find((address) => address.defaultBilling) ?? saved[0];
  // A saved default address first; else what the account already knows (name, e-mail, mobile).
  const fromAccount = valuesOf({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.mobile,
  });
  const form = useZodForm(checkoutSchema(cart.needsShipping), {
    defaultValues: {
      billing: defaultBilling ? valuesOf(defaultBilling) : fromAccount,
      shipElsewhere: false,
      shipping: blankAddress,
      notes: '',
      shippingMethod: cart.shippingRates[0]?.method ?? 'flat_rate',
      // PhonePe (UPI) is how most buyers here pay, so it comes chosen when it is offered.
      paymentMethod: options.paymentMethods.includes('phonepe') ? 'phonepe' : (options.paymentMethods[0] ?? 'phonepe'),
    },
    errorText: account,
  });
  const [shipElsewhere, shippingMethod, paymentMethod] = form.watch([
    'shipElsewhere',
    'shippingMethod',
    'paymentMethod',
  ]);

  const onSubmit = form.handleSubmit((order) =>
    place.mutate(
      { key: idempotencyKey, order },
      {
        onSuccess: ({ order: placed, redirectUrl }) => {
          if (redirectUrl) {
            window.location.assign(redirectUrl);
            return;
          }
          // An online order without a PhonePe address: PhonePe could not be reached; the order page says so.
          void navigate(`/order-received/${placed.number}`, {
            state: { gatewayDown: placed.paymentMethod === 'phonepe' },
          });
          void queryClient.invalidateQueries({ queryKey: ['shop'] });
        },
        onError: form.showServerProblems,
      },
    ),
  );

  const failure =
    place.error instanceof ApiError
      ? place.error.problem?.reason === 'out_of_stock'
        ? t('checkout.soldOut')
        : place.error.problem?.reason
          ? t(`cart.couponRefusal.${place.error.problem.reason}`, { defaultValue: t('checkout.failed') })
          : place.error.problem?.errors
            ? t('checkout.problem')
            : t('checkout.failed')
      : place.isError
        ? t('checkout.failed')
        : null;

  return (
    <form className="container-xxl checkout-page" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('checkout.title')}</h1>
      <div className="checkout-page__layout">
        <div>
          <h2 className="h4">{t('checkout.billing')}</h2>
          {saved.length > 0 && (
            <FieldFrame wrapperClassName="mb-3" id={`${id}-saved`} label={t('checkout.savedAddress')}>
              {(control) => (
                <select
                  {...control}
                  className="form-select"
                  defaultValue={defaultBilling ? String(defaultBilling.id) : ''}
                  onChange={(event) => {
                    const chosen = saved.find((address) => String(address.id) === event.target.value);
                    form.setValue('billing', chosen ? valuesOf(chosen) : blankAddress);
                  }}
                >
                  {saved.map((address) => (
                    <option key={address.id} value={address.id}>
                      {[`${address.firstName} ${address.lastName}`, address.street, address.town].join(', ')}
                    </option>
                  ))}
                  <option value="">{t('checkout.newAddress')}</option>
                </select>
              )}
            </FieldFrame>
          )}
          <AddressFields idPrefix={`${id}-billing`} field={(name) => form.field(`billing.${name}`)} />
          {cart.needsShipping && (
            <>
              <CheckField
                className="mt-4"
                id={`${id}-elsewhere`}
                label={t('checkout.shipElsewhere')}
                {...form.register('shipElsewhere')}
              />
              {shipElsewhere && (
                <fieldset className="mt-3">
                  <legend className="h4">{t('checkout.shippingAddress')}</legend>
                  <AddressFields idPrefix={`${id}-shipping`} field={(name) => form.field(`shipping.${name}`)} />
                </fieldset>
              )}
            </>
          )}
          <TextAreaField
            wrapperClassName="mt-4"
            id={`${id}-notes`}
            label={t('checkout.notes')}
            rows={3}
            maxLength={1000}
            placeholder={t('checkout.notesPlaceholder')}
            {...form.field('notes')}
          />
        </div>
        <aside className="surface-card checkout-page__order" aria-labelledby={`${id}-order`}>
          <h2 id={`${id}-order`} className="h4">
            {t('checkout.yourOrder')}
          </h2>
          <ul className="checkout-page__lines">
            {cart.lines.map((line) => (
              <li key={line.variantId}>
                <span>
                  {line.name}
                  {optionsOf(line) && <span className="text-muted-rh"> ({optionsOf(line)})</span>}{' '}
                  <span dir="ltr">× {line.quantity}</span>
                </span>
                <span dir="ltr">{money(line.subtotalPaise)}</span>
              </li>
            ))}
          </ul>
          <fieldset className="mb-3">
            <legend className="h6">{t('checkout.shippingMethod')}</legend>
            {cart.shippingRates.map((rate) => (
              <div className="form-check" key={rate.method}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`${id}-ship-${rate.method}`}
                  value={rate.method}
                  {...form.register('shippingMethod')}
                />
                <label className="form-check-label" htmlFor={`${id}-ship-${rate.method}`}>
                  {t(`shipping.${rate.method}`)}
                  {rate.pricePaise > 0 && (
                    <>
                      {' '}
                      <span dir="ltr">{money(rate.pricePaise)}</span>
                    </>
                  )}
                </label>
              </div>
            ))}
          </fieldset>
          <CartTotals cart={cart} shippingMethod={shippingMethod} />
          <fieldset className="mt-3">
            <legend className="h6">{t('checkout.paymentMethod')}</legend>
            {options.paymentMethods.map((method) => (
              <div className="form-check checkout-page__method" key={method}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`${id}-pay-${method}`}
                  value={method}
                  {...form.register('paymentMethod')}
                />
                <label className="form-check-label" htmlFor={`${id}-pay-${method}`}>
                  {t(`payment.${method}`)}
                </label>
                {paymentMethod === method && <PaymentHint method={method} options={options} />}
              </div>
            ))}
          </fieldset>
          {failure && (
            <p className="text-danger mt-3 mb-0" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-accent w-100 mt-3" disabled={place.isPending}>
            {place.isPending ? t('checkout.placing') : t('checkout.place')}
          </button>
        </aside>
      </div>
    </form>
  );
}

/** What choosing a payment method means, with the bank details for a transfer. */
function PaymentHint({ method, options }: { method: PaymentMethod; options: CheckoutOptions }) {
  const { t } = useTranslation('shop');
  if (method === 'bank_transfer' && options.bankAccount) {
    const account = options.bankAccount;
    return (
      <div className="checkout-page__hint">
        <p>{t('payment.bank_transferHint')}</p>
        <dl className="checkout-page__bank">
          <dt>{t('payment.accountName')}</dt>
          <dd>{account.accountName}</dd>
          <dt>{t('payment.bankName')}</dt>
          <dd>{account.bankName}</dd>
          <dt>{t('payment.accountNumber')}</dt>
          <dd dir="ltr">{account.accountNumber}</dd>
          <dt>{t('payment.ifsc')}</dt>
          <dd dir="ltr">{account.ifsc}</dd>
        </dl>
      </div>
    );
  }
  if (method === 'cheque') {
    return (
      <div className="checkout-page__hint">
        <p className="mb-1">{t('payment.chequeHint', { payee: options.chequePayee })}</p>
        {options.chequeAddress && (
          <p className="mb-0">{t('payment.chequeAddress', { address: options.chequeAddress })}</p>
        )}
      </div>
    );
  }
  return <p className="checkout-page__hint">{t(`payment.${method}Hint`)}</p>;
}
