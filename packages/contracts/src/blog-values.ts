/**
 * The blog's plain values, apart from its schemas: pages that only list or filter by them load
 * without the validation library.
 */
export const blogFormats = ['standard', 'audio', 'link', 'quote', 'gallery'] as const;
export const blogStatuses = ['draft', 'published', 'scheduled'] as const;
export const blogCommentStatuses = ['pending', 'published'] as const;
