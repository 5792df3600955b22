import { describe, expect, it } from 'vitest';
import { detailsOf, linkOf } from './audit-lines';

describe('audit lines', () => {
  it('writes a changed field as before → after, anything else as key: value, long values cut', () => {
    expect(
      detailsOf({ pricePaise: { before: 14_900, after: 15_900 }, reason: 'Festival gift', texts: 'x'.repeat(200) }),
    ).toEqual(['pricePaise: 14900 → 15900', 'reason: Festival gift', `texts: ${'x'.repeat(79)}…`]);
  });

  it('links the things the console has pages for, and nothing else', () => {
    expect(linkOf('title:monsoon-letters')).toBe('/admin/titles/monsoon-letters');
    expect(linkOf('order:100023')).toBe('/admin/orders/100023');
    expect(linkOf('page:refund')).toBe('/admin/pages/refund');
    expect(linkOf('payment:RH123')).toBeNull();
    expect(linkOf('member:')).toBeNull();
  });
});
