import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs what a link says (an HMAC over its text) and checks a signature in constant time: a link
 * that carries its own proof needs nothing stored, and no link opens anything it does not name.
 */
export class TextSigner {
  constructor(private readonly secret: Buffer) {}

  sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  verify(text: string, token: string): boolean {
    const [given, expected] = [Buffer.from(token), Buffer.from(this.sign(text))];
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
