import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTheme } from '../theme/theme-context';
import './pagination.css';

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Numbered pages as links (`?page=n` on the current address), so every page can be shared and bookmarked. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { direction } = useTheme().settings;
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target === 1) search.delete('page');
    else search.set('page', String(target));
    return `${location.pathname}?${search}`;
  };
  const [BackIcon, ForwardIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <nav className="pagination-nav" aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className="pagination-nav__step" to={hrefOf(page - 1)} rel="prev" aria-label={t('pager.previous')}>
          <BackIcon aria-hidden size={18} />
        </Link>
      ) : (
        <span className="pagination-nav__step" aria-hidden>
          <BackIcon size={18} />
        </span>
      )}
      {visiblePages(page, totalPages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="pagination-nav__gap" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={entry}
            className="pagination-nav__page"
            to={hrefOf(entry)}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: entry })}
          >
            {entry}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link className="pagination-nav__step" to={hrefOf(page + 1)} rel="next" aria-label={t('pager.next')}>
          <ForwardIcon aria-hidden size={18} />
        </Link>
      ) : (
        <span className="pagination-nav__step" aria-hidden>
          <ForwardIcon size={18} />
        </span>
      )}
    </nav>
  );
}
