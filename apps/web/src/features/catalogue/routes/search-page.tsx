import { blogPostPath, episodePath, productPath } from '@reelhouse/contracts/web-routes';
import { TvMinimalPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { useSearch } from '../api/catalogue-queries';
import { SearchBox } from '../components/search-box';
import { PeopleGrid } from '../components/people-grid';
import { TitleGrid } from '../components/title-grid';
import '../components/detail/detail.css';
import '../../../shared/styles/list-page.css';
import './search-page.css';

/** /search?q=: titles, episodes, people, blog posts and shop products matching the words, each group under its own heading. */
export function SearchPage() {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const results = useSearch(q, 30);
  usePageTitle(q ? t('search.resultsFor', { query: q }) : t('search.title'));
  const data = results.data;
  const empty =
    data &&
    data.titles.length + data.episodes.length + data.people.length + data.posts.length + data.products.length === 0;

  return (
    <div className="container-xxl list-page search-page">
      <h1 className="list-page__title">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      <div className="search-page__box">
        <SearchBox key={q} initialText={q} />
      </div>
      {results.isError && <LoadError onRetry={() => void results.refetch()} />}
      {q && results.isPending && <TitleGrid titles={undefined} />}
      {empty && <p className="text-muted-rh">{t('search.none', { query: q })}</p>}
      {data && data.titles.length > 0 && (
        <section className="detail-section" aria-labelledby="search-titles">
          <h2 className="detail-section__title" id="search-titles">
            {t('search.titles')}
          </h2>
          <TitleGrid titles={data.titles} loading={results.isPlaceholderData} />
        </section>
      )}
      {data && data.episodes.length > 0 && (
        <section className="detail-section" aria-labelledby="search-episodes">
          <h2 className="detail-section__title" id="search-episodes">
            {t('search.episodes')}
          </h2>
          <ul className="search-episodes">
            {data.episodes.map((episode) => (
              <li key={episode.id}>
                <Link
                  className="search-episode surface-card"
                  to={episodePath(episode.title.slug, episode.seasonNumber, episode.number)}
                >
                  <TvMinimalPlay aria-hidden size={20} />
                  <span>
                    <span className="search-episode__name">{episode.name}</span>
                    <span className="title-meta d-block">
                      {t('search.episodeOf', {
                        title: episode.title.name,
                        season: episode.seasonNumber,
                        episode: episode.number,
                      })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.people.length > 0 && (
        <section className="detail-section" aria-labelledby="search-people">
          <h2 className="detail-section__title" id="search-people">
            {t('search.people')}
          </h2>
          <PeopleGrid people={data.people} />
        </section>
      )}
      {data && data.posts.length > 0 && (
        <section className="detail-section" aria-labelledby="search-posts">
          <h2 className="detail-section__title" id="search-posts">
            {t('search.posts')}
          </h2>
          <ul className="search-posts">
            {data.posts.map((post) => (
              <li key={post.slug}>
                <Link className="search-posts__link surface-card" to={blogPostPath(post.slug)}>
                  <strong>{post.title}</strong>
                  <span className="text-muted-rh">{post.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.products.length > 0 && (
        <section className="detail-section" aria-labelledby="search-products">
          <h2 className="detail-section__title" id="search-products">
            {t('search.products')}
          </h2>
          <ul className="search-posts">
            {data.products.map((product) => (
              <li key={product.slug}>
                <Link className="search-posts__link surface-card" to={productPath(product.slug)}>
                  <strong>{product.name}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
