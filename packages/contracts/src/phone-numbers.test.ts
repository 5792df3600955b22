import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readMobile, readPhone, withMobileInE164, withPhoneInE164 } from './phone-numbers';

const problemOf = (input: string) => {
  const reading = readMobile(input, 'IN');
  return 'problem' in reading ? reading.problem : null;
};

describe('readMobile', () => {
  it('reads Indian numbers in any common spelling as E.164', () => {
    for (const input of ['98765 43210', '+91 98765-43210', '09876543210', '919876543210']) {
      expect(readMobile(input, 'IN')).toEqual({ number: '+919876543210' });
    }
    expect(readMobile('+44 7911 123456', 'IN')).toEqual({ number: '+447911123456' });
  });

  it('says why a number is refused', () => {
    expect(problemOf('hello')).toMatch(/not a phone number/);
    expect(problemOf('98765')).toMatch(/not a valid mobile number/);
    expect(problemOf('+91 98765 43210 123')).toMatch(/not a valid mobile number/);
    expect(problemOf('+91 11 2345 6789')).toMatch(/enter a mobile number/); // a Delhi landline
  });
});

describe('schemas that keep numbers in E.164', () => {
  it('reads the mobile field, or names it with the reason', () => {
    const schema = withMobileInE164(z.object({ mobile: z.string(), otp: z.string() }), 'IN');
    expect(schema.parse({ mobile: '098765 43210', otp: '123456' })).toEqual({ mobile: '+919876543210', otp: '123456' });
    const refused = schema.safeParse({ mobile: '98765', otp: '123456' });
    expect(refused.error?.issues).toMatchObject([{ path: ['mobile'], message: expect.stringMatching(/not a valid/) }]);
  });

  it('reads an address phone in the address’s own country', () => {
    const schema = withPhoneInE164(z.object({ phone: z.string(), country: z.string() }));
    expect(schema.parse({ phone: '020 7946 0958', country: 'GB' }).phone).toBe('+442079460958');
    expect(readPhone('020 7946 0958', 'IN')).toEqual({ number: '+912079460958' }); // Pune, read in India
  });
});
