import { describe, expect, it } from 'vitest';
import { PlaybackTokens } from './playback-token';

const tokens = new PlaybackTokens(Buffer.from('a secret of at least some length'));
const grant = { assetId: 7, maxHeight: 720, viewer: 'viewer-tag', expires: 2_000 };

describe('playback tokens', () => {
  it('open the asset they were signed for until they expire', () => {
    const token = tokens.sign(grant);
    expect(tokens.verify(token, 7, 1_999)).toEqual(grant);
    expect(tokens.verify(token, 7, 2_000)).toBeNull();
    expect(tokens.verify(token, 8, 1_000)).toBeNull();
  });

  it('refuse any change to the height, the expiry or the viewer, and other secrets’ tokens', () => {
    const [, expires, viewer, mac] = tokens.sign(grant).split('.');
    expect(tokens.verify(`1080.${expires}.${viewer}.${mac}`, 7, 1_000)).toBeNull();
    expect(tokens.verify(`720.9999.${viewer}.${mac}`, 7, 1_000)).toBeNull();
    expect(tokens.verify(`720.${expires}.someone-else.${mac}`, 7, 1_000)).toBeNull();
    expect(new PlaybackTokens(Buffer.from('another secret')).verify(tokens.sign(grant), 7, 1_000)).toBeNull();
    expect(tokens.verify('garbage', 7, 1_000)).toBeNull();
  });

  it('still expire and stay bound to their asset once remembered as checked', () => {
    const token = tokens.sign({ ...grant, expires: 3_000 });
    expect(tokens.verify(token, 7, 1_000)?.expires).toBe(3_000);
    expect(tokens.verify(token, 7, 1_500)?.expires).toBe(3_000);
    expect(tokens.verify(token, 8, 1_500)).toBeNull();
    expect(tokens.verify(token, 7, 3_000)).toBeNull();
  });
});
