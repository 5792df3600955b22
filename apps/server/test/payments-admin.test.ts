import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, PaymentStarted } from '@reelhouse/contracts/payments';
import type { AdminPaymentPage, AdminPaymentRow, Settlement } from '@reelhouse/contracts/payments-admin';
import { buy, paymentApp, settled, simulate, type Cookies } from './support/payments';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

/** The console's payments: flagged first with why, a status check on demand, invoices, the daily settlement. */
describe('operators’ payments', () => {
  let t: TestApp;
  let planId: (code: string) => number;
  let admin: Cookies;
  let editor: Cookies;
  let checked: string;
  let flagged: string;
  beforeAll(async () => {
    ({ t, planId } = await paymentApp('v2'));
    admin = await signIn(t.app, '+919876566001');
    editor = await signIn(t.app, '+919876566002');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876566001'`);
    await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876566002'`);
    await t.database.db.execute(sql`update users set first_name = 'Rohan' where mobile = '+919876566001'`);
    const started = async (cookies: Cookies) =>
      (await buy(t, cookies, planId('basic'))).json<PaymentStarted>().merchantTransactionId;
    checked = await started(await signIn(t.app, '+919876566010'));
    flagged = await started(await signIn(t.app, '+919876566011'));
    // PhonePe took the first payment but told nobody; it reports a wrong amount for the second.
    await simulate(t, { merchantTransactionId: checked, outcome: 'success', callbacks: 0 });
    await simulate(t, { merchantTransactionId: flagged, outcome: 'success', amount: 100 });
    expect(await settled(t, flagged)).toBe('flagged');
  });
  afterAll(() => t.close());

  const list = async (query = '', who = admin) => {
    const answer = await t.app.inject({ url: `/api/admin/payments?${query}`, cookies: who });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AdminPaymentPage>();
  };

  it('lists flagged payments first with their reason, and finds one by member or state', async () => {
    const page = await list();
    expect(page.flagged).toBe(1);
    expect(page.items[0]).toMatchObject({
      merchantTransactionId: flagged,
      state: 'flagged',
      failureCode: 'AMOUNT_MISMATCH',
      purchase: { kind: 'plan', label: 'Basic' },
      member: { name: '+919876566011' },
    });
    expect((await list('q=98765 66010')).items.map((row) => row.merchantTransactionId)).toEqual([checked]);
    expect((await list('state=pending')).items.map((row) => row.merchantTransactionId)).toEqual([checked]);
    expect((await t.app.inject({ url: '/api/admin/payments', cookies: editor })).statusCode).toBe(403);
  });

  it('checks a payment with PhonePe on demand, which settles it and issues its invoice', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${checked}/check`,
      cookies: admin,
      headers: site,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = answer.json<AdminPaymentRow>();
    expect(row).toMatchObject({ state: 'succeeded', invoiceNumber: expect.stringMatching(/^\d{4}-\d{2}-\d{6}$/) });
    const invoice = await t.app.inject({ url: `/api/admin/invoices/${row.invoiceNumber}`, cookies: admin });
    expect(invoice.json<Invoice>()).toMatchObject({ merchantTransactionId: checked, planName: 'Basic' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/RHNOSUCHPAYMENT/check',
      cookies: admin,
      headers: site,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sums each day’s money in the operator’s time zone, and gives it as CSV with a total line', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const range = `from=${today}&to=${today}`;
    const summary = (
      await t.app.inject({ url: `/api/admin/payments/settlement?${range}`, cookies: admin })
    ).json<Settlement>();
    expect(summary.days).toEqual([
      // A buyer who named no state and saved no address is supplied in the seller's state: CGST + SGST.
      {
        date: today,
        payments: 1,
        amountPaise: 17_582,
        gstPaise: 2_682,
        cgstPaise: 1_341,
        sgstPaise: 1_341,
        igstPaise: 0,
        refunds: 0,
        refundedPaise: 0,
      },
    ]);
    const csv = await t.app.inject({ url: `/api/admin/payments/settlement.csv?${range}`, cookies: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'date,payments,amount_inr,gst_inr,cgst_inr,sgst_utgst_inr,igst_inr,refunds,refunded_inr',
      `${today},1,175.82,26.82,13.41,13.41,0.00,0,0.00`,
      'total,1,175.82,26.82,13.41,13.41,0.00,0,0.00',
      '',
    ]);
    const backwards = await t.app.inject({
      url: `/api/admin/payments/settlement?from=${today}&to=2020-01-01`,
      cookies: admin,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
