import { describe, expect, it } from 'vitest';
import { ratingsAbove, strictestLimit, viewerProfileCreateSchema, viewerProfileUpdateSchema } from './profiles';

describe('profile limits', () => {
  it('names the ratings above a limit, in order', () => {
    expect(ratingsAbove('U/A 7+')).toEqual(['U/A 13+', 'U/A 16+', 'A']);
    expect(ratingsAbove('A')).toEqual([]);
  });

  it('finds the strictest of several limits, and A when there are none', () => {
    expect(strictestLimit(['A', 'U/A 7+', 'U/A 13+'])).toBe('U/A 7+');
    expect(strictestLimit([])).toBe('A');
  });

  it('keeps a kids profile within U/A 7+, beside the limit field', () => {
    const kids = { name: 'Mini', avatar: 'star', language: 'en', kids: true } as const;
    expect(viewerProfileCreateSchema.safeParse({ ...kids, maturityLimit: 'U' }).success).toBe(true);
    const tooOld = viewerProfileCreateSchema.safeParse({ ...kids, maturityLimit: 'U/A 13+' });
    expect(tooOld.error?.issues.map((issue) => issue.path)).toEqual([['maturityLimit']]);
    expect(viewerProfileUpdateSchema.safeParse({ kids: true, maturityLimit: 'A' }).success).toBe(false);
    expect(viewerProfileUpdateSchema.safeParse({ lockPin: '12a4' }).success).toBe(false);
    expect(viewerProfileUpdateSchema.safeParse({ lockPin: null }).success).toBe(true);
  });
});
