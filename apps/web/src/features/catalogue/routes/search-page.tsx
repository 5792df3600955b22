import { blogPostPath, episodePath, productPath } from '@reelhouse/contracts/web-routes';
import { MessageSquareQuote, TvMinimalPlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { useSearch } from '../api/catalogue-queries';
import { useEntitlements } from '../../subscriptions';
import { momentDetail, momentPath } from '../moments';
import { SearchBox } from '../components/search-box';
import { PeopleGrid } from '../components/people-grid';
import { TitleGrid } from '../components/title-grid';
import '../components/detail/detail.css';
import '../../../shared/styles/list-page.css';
import './search-page.css';

/** /search?q=: titles, episodes, people, lines of dialogue, blog posts and shop products matching the words, each group under its own heading. */
export function SearchPage() {
  const { t } = useTranslation('catalogue');
  const entitled = useEntitlements();
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const results = useSearch(q, 30);
  usePageTitle(q ? t('search.resultsFor', { query: q }) : t('search.title'));
  const data = results.data;
  const empty =
    data &&
    data.titles.length +
      data.episodes.length +
      data.people.length +
      data.moments.length +
      data.posts.length +
      data.products.length ===
      0;

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
        <ResultLines
          id="search-episodes"
          heading={t('search.episodes')}
          lines={data.episodes.map((episode) => ({
            key: String(episode.id),
            to: episodePath(episode.title.slug, episode.seasonNumber, episode.number),
            icon: <TvMinimalPlay aria-hidden size={20} />,
            name: episode.name,
            meta: t('search.episodeOf', {
              title: episode.title.name,
              season: episode.seasonNumber,
              episode: episode.number,
            }),
          }))}
        />
      )}
      {data && data.people.length > 0 && (
        <section className="detail-section" aria-labelledby="search-people">
          <h2 className="detail-section__title" id="search-people">
            {t('search.people')}
          </h2>
          <PeopleGrid people={data.people} />
        </section>
      )}
      {data && data.moments.length > 0 && (
        <ResultLines
          id="search-moments"
          heading={t('search.moments')}
          lines={data.moments.map((moment) => ({
            key: moment.episode ? `e${moment.episode.id}` : moment.title.slug,
            to: momentPath(moment),
            icon: <MessageSquareQuote aria-hidden size={20} />,
            name: t('search.momentQuote', { text: moment.text }),
            meta: momentDetail(moment, t, entitled),
          }))}
        />
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

interface ResultLine {
  key: string;
  to: string;
  icon: ReactNode;
  name: string;
  meta: string;
}

/** A group of results shown as lines (episodes, moments): an icon, a name and where it belongs. */
function ResultLines({ id, heading, lines }: { id: string; heading: string; lines: ResultLine[] }) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 className="detail-section__title" id={id}>
        {heading}
      </h2>
      <ul className="search-episodes">
        {lines.map((line) => (
          <li key={line.key}>
            <Link className="search-episode surface-card" to={line.to}>
              {line.icon}
              <span>
                <span className="search-episode__name">{line.name}</span>
                <span className="title-meta d-block">{line.meta}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
