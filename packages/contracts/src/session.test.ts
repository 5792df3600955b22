import { describe, expect, it } from 'vitest';
import { ageOn, profileUpdateSchema } from './session';

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2008-05-10', '2026-05-09')).toBe(17);
    expect(ageOn('2008-05-10', '2026-05-10')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('profileUpdateSchema', () => {
  it('refuses members under 7 and birth dates in the future', () => {
    const young = new Date();
    young.setFullYear(young.getFullYear() - 5);
    expect(profileUpdateSchema.safeParse({ dateOfBirth: young.toISOString().slice(0, 10) }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ dateOfBirth: '2999-01-01' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ dateOfBirth: '1990-04-01' }).success).toBe(true);
  });
});
