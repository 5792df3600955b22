import { api } from '@reelhouse/contracts/api';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from './api-client';

describe('endpointUrl', () => {
  it('fills the path and leaves empty and missing query values out', () => {
    expect(
      endpointUrl(api.catalogue.reviews, {
        params: { slug: 'monsoon letters' },
        query: { page: 2, q: '', x: undefined },
      }),
    ).toBe('/api/titles/monsoon%20letters/reviews?page=2');
  });

  it('gives the bare path when there is no query', () => {
    expect(endpointUrl(api.session.current)).toBe('/api/session');
  });
});
