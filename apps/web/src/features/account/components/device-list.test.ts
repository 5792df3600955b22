import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-list';

describe('describeDevice', () => {
  it('names browser and system, and tells phones from computers, from common user agents', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toEqual({ name: 'Chrome · Android', mobile: true });
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      name: 'Firefox · Windows',
      mobile: false,
    });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ name: 'Safari · iOS', mobile: true });
    expect(describeDevice('okhttp/4.12.0').name).toBe('okhttp/4.12.0');
  });
});
