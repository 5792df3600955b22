import type { GenreType } from '@reelhouse/contracts/catalogue';
import { genreTypes } from '@reelhouse/contracts/catalogue-values';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { useGenres } from '../api/catalogue-queries';
import { genrePath } from '../catalogue-paths';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { TitleListing } from '../components/title-listing';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import '../../../shared/styles/list-page.css';
import './genres-page.css';

/** Genre tiles with their artwork and how many titles each holds, optionally of one type. */
function GenreGrid({ type }: { type?: GenreType }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const genres = useGenres(type);
  if (genres.isError) return <LoadError onRetry={() => void genres.refetch()} />;
  return (
    <ul className="genre-grid">
      {genres.data
        ? genres.data.items.map((genre) => (
            <li key={genre.slug}>
              <Link className="genre-tile" to={genrePath(genre.slug)}>
                <ResponsiveImage
                  className="genre-tile__image"
                  image={genre.thumbnail}
                  alt=""
                  sizes="(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw"
                />
                <span className="genre-tile__text">
                  <span className="genre-tile__name">{genre.name}</span>
                  <span className="genre-tile__count">
                    {t('genres.count', {
                      count: genre.titleCount,
                      formatted: numberFormat(locale).format(genre.titleCount),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))
        : Array.from({ length: 9 }, (_, index) => (
            <li key={index} aria-hidden>
              <span className="genre-tile skeleton" />
            </li>
          ))}
    </ul>
  );
}

/** /geners: every genre, with a switch between movie, TV and video genres (kept in `?type=`). */
export function GenresPage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('genres.title'));
  const [search, setSearch] = useSearchParams();
  const type = genreTypes.find((value) => value === search.get('type'));
  return (
    <div className="container-xxl list-page">
      <header className="list-page__head">
        <h1 className="list-page__title">{t('genres.title')}</h1>
        <div className="chip-list" role="group" aria-label={t('genres.type')}>
          {[undefined, ...genreTypes].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className="chip"
              aria-pressed={type === value}
              onClick={() => setSearch(value ? { type: value } : {}, { preventScrollReset: true })}
            >
              {t(`genres.types.${value ?? 'all'}`)}
            </button>
          ))}
        </div>
      </header>
      <GenreGrid type={type} />
    </div>
  );
}

/** /all-genres?genre=<slug>: the titles of one genre; without a genre, every genre to choose from. */
export function GenreTitlesPage() {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const slug = search.get('genre') ?? '';
  const genre = useGenres().data?.items.find((item) => item.slug === slug);
  usePageTitle(genre?.name ?? t('genres.title'));
  if (!slug) {
    return (
      <div className="container-xxl list-page">
        <header className="list-page__head">
          <h1 className="list-page__title">{t('genres.title')}</h1>
        </header>
        <GenreGrid />
      </div>
    );
  }
  return (
    <TitleListing
      heading={genre?.name ?? ''}
      eyebrow={t('genres.eyebrow')}
      filters={{ genre: slug }}
      backTo={{ to: webPaths.genres, label: t('genres.all') }}
    />
  );
}
