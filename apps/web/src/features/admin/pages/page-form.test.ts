import { describe, expect, it } from 'vitest';
import { pageFormSchema, pageInputOf, pageValues } from './page-form';

describe('the page form', () => {
  const stored = {
    key: 'faq' as const,
    lang: 'fr' as const,
    saved: true,
    updatedAt: null,
    title: 'FAQ',
    intro: '',
    sections: [{ title: 'Q', paragraphs: ['One.', 'Two.'] }],
  };

  it('keeps paragraphs apart by a blank line, both ways', () => {
    const values = pageValues(stored);
    expect(values.sections[0]?.paragraphs).toBe('One.\n\nTwo.');
    const typed = { ...values, sections: [{ title: 'Q', paragraphs: 'One.\n \n\nTwo,\nstill two.\n\n' }] };
    expect(pageInputOf(typed).sections[0]?.paragraphs).toEqual(['One.', 'Two,\nstill two.']);
  });

  it('refuses a section with no text, at that section’s paragraphs', () => {
    const values = { ...pageValues(stored), sections: [{ title: 'Q', paragraphs: '  \n\n ' }] };
    const result = pageFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sections.0.paragraphs']);
  });
});
