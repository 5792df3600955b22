import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { BrowseSections } from '../components/browse-sections';

const placements = { movies: 'movies', tvShows: 'tv', videos: 'videos' } as const;

/** /movies, /tv-shows and /videos: each its own banner and rails. */
export function BrowsePage({ section }: { section: keyof typeof placements }) {
  const { t } = useTranslation('catalogue');
  const title = t(`browse.${section}`);
  usePageTitle(title);
  return (
    <div className="browse-page">
      <h1 className="visually-hidden">{title}</h1>
      <BrowseSections placement={placements[section]} sliderLabel={t('slider.label', { section: title })} />
    </div>
  );
}
