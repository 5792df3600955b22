import { describe, expect, it } from 'vitest';
import { NewsletterLinks } from './newsletter-links';

const links = new NewsletterLinks(Buffer.alloc(32, 7));
const now = 1_800_000_000;

describe('NewsletterLinks', () => {
  it('accepts its own confirmation link until it expires', () => {
    const token = links.confirmToken(12, now + 60);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.confirmationValid(12, now + 60, token, now)).toBe(true);
    expect(links.confirmationValid(12, now + 60, token, now + 61)).toBe(false);
  });

  it('refuses a link for another subscriber, a moved expiry or another key', () => {
    const token = links.confirmToken(12, now + 60);
    expect(links.confirmationValid(13, now + 60, token, now)).toBe(false);
    expect(links.confirmationValid(12, now + 6000, token, now)).toBe(false);
    const other = new NewsletterLinks(Buffer.alloc(32, 8));
    expect(other.confirmationValid(12, now + 60, token, now)).toBe(false);
    expect(links.unsubscribeValid(12, token)).toBe(false);
  });

  it('builds links whose query carries exactly what the check needs', () => {
    const url = new URL(links.confirmUrl('https://tv.example', 5, now + 60));
    expect(url.pathname).toBe('/newsletter/confirm');
    const { id, expires, token } = Object.fromEntries(url.searchParams);
    expect(links.confirmationValid(Number(id), Number(expires), token ?? '', now)).toBe(true);
    const leave = new URL(links.oneClickUrl('https://tv.example', 5));
    expect(leave.pathname).toBe('/api/newsletter/one-click-unsubscribe');
    expect(links.unsubscribeValid(5, leave.searchParams.get('token') ?? '')).toBe(true);
  });
});
