import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../shared/theme/theme-context';

const PAGE_SIZES = [10, 25, 50, 100] as const;

interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** "1–25 of 120", previous and next, and how many rows a page shows. */
export function TablePager({ page, pageSize, total, onPage, onPageSize }: TablePagerProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="table-pager">
      <span role="status">{t('table.showing', { from, to, total })}</span>
      <label htmlFor={id} className="table-pager__size">
        {t('table.rowsPerPage')}
        <select
          id={id}
          className="form-select form-select-sm"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <PageSteps page={page} pages={pages} onPage={onPage} />
    </div>
  );
}

/** Previous and next around "Page 2 of 5", the arrows pointing the reading direction's way. */
export function PageSteps({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { direction } = useTheme().settings;
  const [BackIcon, ForwardIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <nav className="table-pager__steps" aria-label={t('pager.label')}>
      <button
        type="button"
        className="btn btn-sm btn-outline-light"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager.previous')}
      >
        <BackIcon aria-hidden size={16} />
      </button>
      <span>{t('pager.status', { page, total: pages })}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-light"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager.next')}
      >
        <ForwardIcon aria-hidden size={16} />
      </button>
    </nav>
  );
}
