import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Payment, PaymentStarted } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { paymentApp, paymentOf, settled, simulate, type Cookies } from './support/payments';
import { billing } from './support/shoppers';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

/**
 * GST divided by place of supply: CGST + SGST when the buyer is in the seller's state (SELLER_STATE,
 * Maharashtra here), IGST otherwise, fixed when the payment is made and printed on the invoice.
 */
describe('GST on plan invoices', () => {
  let t: TestApp;
  let basic: number;
  beforeAll(async () => {
    const app = await paymentApp('v2', { SELLER_STATE: 'Maharashtra' });
    t = app.t;
    basic = app.planId('basic');
  });
  afterAll(() => t.close());

  const pay = (cookies: Cookies, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/payments', payload: body, cookies, headers: site });

  /** Buys Basic (₹149 + 18 % GST = ₹26.82) and answers its invoice. */
  async function invoiceFor(cookies: Cookies, body: object): Promise<Invoice> {
    const answer = await pay(cookies, { planId: basic, ...body });
    expect(answer.statusCode, answer.body).toBe(201);
    const { merchantTransactionId: id } = answer.json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');
    const { invoiceNumber } = await paymentOf(t, cookies, id);
    return (await t.app.inject({ url: `/api/account/invoices/${invoiceNumber}`, cookies })).json<Invoice>();
  }

  it('charges CGST and SGST, 9 % each, to a buyer in the seller’s state', async () => {
    const member = await signIn(t.app, '+919811108001');
    const invoice = await invoiceFor(member, { buyerState: '27' });
    expect(invoice.gstPaise).toBe(2_682);
    expect(invoice.gst).toEqual({
      sellerState: { code: '27', name: 'Maharashtra' },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      taxes: [
        { label: 'CGST', percent: 9, paise: 1_341 },
        { label: 'SGST', percent: 9, paise: 1_341 },
      ],
    });
  });

  it('charges IGST, 18 %, to a buyer in another state', async () => {
    const member = await signIn(t.app, '+919811108002');
    const invoice = await invoiceFor(member, { buyerState: '29' });
    expect(invoice.gst?.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(invoice.gst?.taxes).toEqual([{ label: 'IGST', percent: 18, paise: 2_682 }]);
  });

  it('takes the state of the member’s default billing address when the purchase names none', async () => {
    const member = await signIn(t.app, '+919811108003');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      payload: { ...billing, state: 'Kerala', postcode: '682001', defaultBilling: true },
      cookies: member,
      headers: site,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const invoice = await invoiceFor(member, {});
    expect(invoice.gst?.placeOfSupply.code).toBe('32');
    expect(invoice.gst?.taxes.map((tax) => tax.label)).toEqual(['IGST']);
  });

  it('refuses a state that is not one, and makes no payment', async () => {
    const member = await signIn(t.app, '+919811108004');
    const refused = await pay(member, { planId: basic, buyerState: '25' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.buyerState');
    const made = await t.app.inject({ url: '/api/payments', cookies: member });
    expect(made.json<{ items: Payment[] }>().items).toEqual([]);
  });

  it('records the division on the payment, where the settlement export sums it', async () => {
    const [split] = await rows<{ igst: number; cgst: number }>(
      t.database.db,
      sql`select coalesce(sum(igst_paise), 0)::int as igst, coalesce(sum(cgst_paise), 0)::int as cgst
            from payments where state = 'succeeded'`,
    );
    // Karnataka and Kerala paid IGST; Maharashtra CGST (and as much SGST).
    expect(split).toEqual({ igst: 2 * 2_682, cgst: 1_341 });
  });
});
