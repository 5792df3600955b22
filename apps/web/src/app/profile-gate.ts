import { webPaths } from '@reelhouse/contracts/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { sessionQuery, useSession } from '../shared/session/session-query';

/** Pages a device may open before anyone says who is watching: signing in, and the choice itself. */
const beforeChoosing = [
  webPaths.profiles,
  webPaths.profileNew,
  webPaths.profileEdit,
  webPaths.login,
  webPaths.register,
  webPaths.signUp,
  webPaths.lostPassword,
  webPaths.sandboxPay,
  webPaths.adminArea,
];

/** The grown-ups' side a kids profile never opens: the account, its playlists, money, the shop and the blog. */
const grownUpsOnly = [
  webPaths.account,
  webPaths.playlist,
  webPaths.invoice,
  webPaths.pricing,
  webPaths.subscription,
  webPaths.paymentSuccess,
  webPaths.sandboxPay,
  webPaths.merchandiseStore,
  webPaths.shop,
  webPaths.allProducts,
  webPaths.productDetail,
  webPaths.cart,
  webPaths.wishlist,
  webPaths.trackOrder,
  webPaths.relatedMerchandise,
  webPaths.checkout,
  webPaths.orderReceived,
  webPaths.blogs,
  webPaths.blogsTag,
  webPaths.blogsCategory,
  webPaths.blogsDate,
  webPaths.blogsAuthor,
  webPaths.blogsGrid,
  webPaths.blogsSidebar,
  webPaths.blogDetail,
  webPaths.blogTemplate,
  webPaths.blogSingle,
  webPaths.adminArea,
];

/** Of those, the pages that ask for the account's own data: drawn only once the session says who is watching. */
const accountPages = [
  webPaths.account,
  webPaths.invoice,
  webPaths.paymentSuccess,
  webPaths.checkout,
  webPaths.orderReceived,
];

const onAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/** What the page in the address may do: show, wait for the session, or give way to another address. */
export type Gate = { show: true } | { show: false; to: string | null };

/**
 * Whether the page may show: a signed-in device where nobody has chosen a profile goes to "Who's
 * watching?" (and back after), a kids profile away from the grown-ups' pages; the account's own
 * pages wait for the session before they draw (they would ask a kids profile for what it may not
 * read). Also marks the document while a kids profile watches, for its brighter look.
 */
export function useProfileGate(): Gate {
  const session = useQuery(sessionQuery);
  const { authenticated, profile } = useSession();
  const { pathname, search } = useLocation();
  const kids = profile?.kids === true;

  useEffect(() => {
    document.documentElement.toggleAttribute('data-kids', kids);
  }, [kids]);

  if (authenticated && profile === null && !onAny(beforeChoosing, pathname)) {
    return { show: false, to: `${webPaths.profiles}?${new URLSearchParams({ next: `${pathname}${search}` })}` };
  }
  if (kids && onAny(grownUpsOnly, pathname)) return { show: false, to: webPaths.home };
  if (session.isPending && onAny(accountPages, pathname)) return { show: false, to: null };
  return { show: true };
}
