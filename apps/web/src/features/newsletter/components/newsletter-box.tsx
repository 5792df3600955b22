import { lazy } from 'react';
import { LoadWhenNear } from '../../../shared/ui/load-when-near';

const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/**
 * The newsletter form where it sits below the fold (the shop's footer, the blog's sidebar): it
 * arrives as the reader scrolls near it, so no page's first load carries the form code.
 */
export function NewsletterBox(props: { source: 'shop' | 'blog'; className?: string }) {
  return (
    <LoadWhenNear reserve="7.5rem">
      <NewsletterForm {...props} />
    </LoadWhenNear>
  );
}
