import { describe, expect, it } from 'vitest';
import { languages } from '@reelhouse/contracts/locales';
import { subscriptionMail, type SubscriptionEvent, type SubscriptionFacts } from './subscription-mails';

const site = { service: 'Reelhouse', timeZone: 'Asia/Kolkata', manageLink: 'https://reelhouse.example/account' };
const facts: SubscriptionFacts = {
  plan: 'Premium',
  until: new Date('2026-12-28T18:30:00Z'),
  renewal: { at: new Date('2026-12-28T06:30:00Z'), plan: 'Premium', amountPaise: 35_282 },
  payment: { amountPaise: 17_700, invoice: '2026-27-000042', upgradedFrom: 'Basic' },
};
const events: SubscriptionEvent[] = ['subscribed', 'renewed', 'upgraded', 'downgraded', 'kept', 'cancelled', 'resumed'];

describe('subscriptionMail', () => {
  it('states the upgrade, its payment, how the plan goes on and where to manage it', () => {
    expect(subscriptionMail('upgraded', 'asha@example.com', 'en', facts, site)).toEqual({
      to: 'asha@example.com',
      subject: 'Reelhouse: You are now on Premium',
      text: [
        // Dates are the member's (India's): 18:30 UTC on the 28th is already the 29th there.
        'You moved from Basic to Premium. It runs from today until December 29, 2026, when your plan would have ended; you paid the difference for that time. It renews automatically on December 28, 2026 as Premium for ₹352.82, debited by UPI Autopay after a notice a day ahead. You can cancel at any time on My Account.',
        'Paid: ₹177.00 (GST invoice 2026-27-000042).',
        '',
        'Manage your subscription:',
        'https://reelhouse.example/account',
      ].join('\n'),
    });
  });

  it('says a plan bought once does not renew, and names no payment where none was made', () => {
    const once = { ...facts, renewal: null, payment: null };
    expect(subscriptionMail('subscribed', 'a@example.com', 'en', once, site).text).toMatch(
      /^Thank you for subscribing\. .+ It does not renew by itself: we remind you before it ends\.\n\n/,
    );
    expect(subscriptionMail('cancelled', 'a@example.com', 'en', facts, site).text).not.toContain('Paid');
  });

  it('has every mail in every language, each filled in', () => {
    for (const language of languages)
      for (const event of events) {
        const { subject, text } = subscriptionMail(event, 'a@example.com', language, facts, site);
        expect(subject.startsWith('Reelhouse: ')).toBe(true);
        expect(`${subject}\n${text}`).not.toMatch(/undefined|NaN|\$\{/);
        expect(text.endsWith(site.manageLink)).toBe(true);
      }
    // Not English under another name.
    const subjects = languages.map(
      (language) => subscriptionMail('cancelled', 'a@example.com', language, facts, site).subject,
    );
    expect(new Set(subjects).size).toBe(languages.length);
  });
});
