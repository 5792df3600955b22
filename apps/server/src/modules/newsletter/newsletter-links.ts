import { TextSigner } from '../../platform/text-signer';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;

/**
 * Signed newsletter links: a confirmation link names the subscriber and its expiry, an
 * unsubscribe link only the subscriber (it must work in every mail, for good). The signature is
 * an HMAC over what the link says, so nothing needs storing and no link opens another address.
 */
export class NewsletterLinks {
  private readonly signer: TextSigner;

  constructor(secret: Buffer) {
    this.signer = new TextSigner(secret);
  }

  confirmToken(id: number, expires: number): string {
    return this.signer.sign(`confirm:${id}:${expires}`);
  }

  unsubscribeToken(id: number): string {
    return this.signer.sign(`unsubscribe:${id}`);
  }

  confirmationValid(id: number, expires: number, token: string, nowSeconds = Date.now() / 1000): boolean {
    return expires > nowSeconds && this.signer.verify(`confirm:${id}:${expires}`, token);
  }

  unsubscribeValid(id: number, token: string): boolean {
    return this.signer.verify(`unsubscribe:${id}`, token);
  }

  /** The web page a confirmation link opens (a button there confirms: mail scanners only look). */
  confirmUrl(origin: string, id: number, expires: number): string {
    const query = new URLSearchParams({
      id: String(id),
      expires: String(expires),
      token: this.confirmToken(id, expires),
    });
    return `${origin}/newsletter/confirm?${query}`;
  }

  unsubscribePageUrl(origin: string, id: number): string {
    return `${origin}/newsletter/unsubscribe?${new URLSearchParams({ id: String(id), token: this.unsubscribeToken(id) })}`;
  }

  /** The address mail clients POST to for one-click unsubscribing (RFC 8058). */
  oneClickUrl(origin: string, id: number): string {
    return `${origin}/api/newsletter/one-click-unsubscribe?${new URLSearchParams({ id: String(id), token: this.unsubscribeToken(id) })}`;
  }
}
