/** Where the console shows the thing an audit line names, when it has a page of its own. */
export function linkOf(subject: string): string | null {
  const [kind, key] = [subject.slice(0, subject.indexOf(':')), subject.slice(subject.indexOf(':') + 1)];
  const pages: Record<string, string> = {
    title: '/admin/titles/',
    member: '/admin/members/',
    order: '/admin/orders/',
    plan: '/admin/plans/',
    enquiry: '/admin/enquiries/',
    grievance: '/admin/grievances/',
    page: '/admin/pages/',
    product: '/admin/products/',
    post: '/admin/blog/',
    newsletter: '/admin/newsletter/issues/',
  };
  return pages[kind] && key ? `${pages[kind]}${key}` : null;
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * An audit line's details as short lines: a changed field as "field: before → after", anything
 * else as "key: value" (long values cut to fit a table cell).
 */
export function detailsOf(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value)
      return `${key}: ${shown(value.before)} → ${shown(value.after)}`;
    return `${key}: ${shown(value)}`;
  });
}
