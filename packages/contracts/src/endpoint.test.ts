import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoint, fillPath, type PathParams } from './endpoint';

describe('endpoint paths', () => {
  it('names every :parameter of a path as a type', () => {
    expectTypeOf<PathParams<'/api/playlists/:id/titles/:slug'>>().toEqualTypeOf<'id' | 'slug'>();
    expectTypeOf<PathParams<'/api/titles'>>().toEqualTypeOf<never>();
  });

  it('fills each parameter as one encoded path segment', () => {
    const removeTitle = endpoint<null>()('DELETE', '/api/playlists/:id/titles/:slug');
    expect(fillPath(removeTitle.path, { id: 'a/b', slug: 'café ?x' })).toBe(
      '/api/playlists/a%2Fb/titles/caf%C3%A9%20%3Fx',
    );
    expect(fillPath('/api/account/addresses/:id', { id: 12 })).toBe('/api/account/addresses/12');
  });
});
