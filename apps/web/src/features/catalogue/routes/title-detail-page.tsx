import type { TitleDetail, TitleKind } from '@reelhouse/contracts/catalogue';
import { titlePath, webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useRelatedTitles, useTitle } from '../api/catalogue-queries';
import { CreditsSection } from '../components/detail/credits-section';
import { DetailState } from '../components/detail/detail-state';
import { AboutSection, AwardsSection, LinksTable, TrailerSection } from '../components/detail/facts-sections';
import { ReviewsSection } from '../components/detail/reviews-section';
import { SeasonTabs } from '../components/detail/season-tabs';
import { TitleHero } from '../components/detail/title-hero';
import { MissingItem } from '../../../shared/ui/missing-item';
import { TakeOverWhenNear } from '../../../shared/ui/take-over-when-near';
import { TitleRail } from '../components/title-rail';
import { useItemSlug } from '../use-item-slug';
import { TitleMerchRail } from '../../shop';
import '../components/detail/detail.css';

type DetailPageKind = 'movie' | 'show' | 'video';
const pageKindOf = (kind: TitleKind): DetailPageKind => (kind === 'series' ? 'show' : kind);

function RelatedRail({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const related = useRelatedTitles(slug).data?.items ?? [];
  if (related.length === 0) return null;
  return <TitleRail heading={t('detail.related')} titles={related} />;
}

export function TitleDetailView({ title }: { title: TitleDetail }) {
  usePageTitle(title.name);
  return (
    <article className="title-detail">
      <TitleHero title={title} />
      <div className="container-xxl title-detail__body">
        <AboutSection title={title} />
        {/* Below the hero and the synopsis, each part is taken over as it comes near (TakeOverWhenNear). */}
        {[
          title.seasons.length > 0 && (
            <SeasonTabs titleSlug={title.slug} seasons={title.seasons} fallbackImage={title.backdrop} />
          ),
          <TrailerSection url={title.trailerUrl} name={title.name} />,
          <CreditsSection credits={title.credits} />,
          <AwardsSection awards={title.awards} />,
          <LinksTable links={title.links} />,
          <ReviewsSection title={title} />,
          <TitleMerchRail titleSlug={title.slug} />,
        ].map((part, index) => part && <TakeOverWhenNear key={index}>{part}</TakeOverWhenNear>)}
        <RelatedRail slug={title.slug} />
      </div>
    </article>
  );
}

export function TitleDetailSkeleton() {
  return (
    <div className="title-hero title-hero--skeleton" aria-hidden>
      <div className="container-xxl title-hero__inner">
        <span className="title-hero__poster skeleton" />
        <div className="title-hero__text">
          <span className="skeleton" style={{ width: '6rem', height: '1rem' }} />
          <span className="skeleton" style={{ width: 'min(26rem, 90%)', height: '2.75rem' }} />
          <span className="skeleton" style={{ width: 'min(18rem, 70%)', height: '1rem' }} />
          <span className="skeleton" style={{ width: '10rem', height: '2.75rem', borderRadius: '999px' }} />
        </div>
      </div>
    </div>
  );
}

/**
 * /movies-detail/:slug, /shows-details/:slug and /videos-detail: one title. A slug opened under
 * the wrong kind of page is sent on to the right one, so old or hand-made links still land.
 */
export function TitleDetailPage({ kind }: { kind: DetailPageKind }) {
  const { t } = useTranslation('catalogue');
  const slug = useItemSlug();
  const query = useTitle(slug);
  const list = {
    movie: { listTo: webPaths.allMovies, listLabel: t('lists.allMovies') },
    show: { listTo: webPaths.allSeries, listLabel: t('lists.allSeries') },
    video: { listTo: webPaths.videos, listLabel: t('browse.videos') },
  }[kind];

  if (!slug) return <MissingItem {...list} />;
  return (
    <DetailState query={query} skeleton={<TitleDetailSkeleton />} missing={list}>
      {(title) =>
        pageKindOf(title.kind) === kind ? (
          <TitleDetailView title={title} />
        ) : (
          <Navigate replace to={titlePath(title.kind, title.slug)} />
        )
      }
    </DetailState>
  );
}
