import { ArrowUp } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScrolledPast } from '../../shared/hooks/use-scrolled-past';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion';

/** The back-to-top button shows once the page is scrolled past this many pixels (the product's threshold). */
export const BACK_TO_TOP_AFTER_PX = 250;

/** Every new page starts at the top; a link to an anchor (#section) is left to the browser. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}

export function BackToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' is-visible' : ''}`}
      aria-label={t('actions.backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const reduced = prefersReducedMotion();
        window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
      }}
    >
      <ArrowUp aria-hidden size={20} />
    </button>
  );
}
