import type {
  PersonDetail,
  PostHit,
  ProductHit,
  Rail,
  ReviewInput,
  SearchResults,
  TitleDetail,
  TitleListQuery,
  TitlePage,
} from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import type { TitlePagePreview } from '@reelhouse/contracts/catalogue-admin';
import { AppError } from '../../platform/errors/app-error';
import { aboveProfileLimit, hiddenBecause, hiddenRatings, type Viewer } from '../../platform/auth/viewer';
import type { CurationRepository, RailRow } from './curation.repository';
import type { PeopleRepository } from './people.repository';
import type { ReviewsRepository } from './reviews.repository';
import type { SearchRepository } from './search.repository';
import type { TaxonomyRepository } from './taxonomy.repository';
import type { TitleRow, TitlesRepository } from './titles.repository';

/** The order crew groups appear on a detail page. */
const departmentOrder = ['directing', 'writing', 'acting', 'production', 'camera', 'editing', 'sound', 'art'] as const;

export interface CatalogueRepositories {
  titles: TitlesRepository;
  people: PeopleRepository;
  taxonomy: TaxonomyRepository;
  curation: CurationRepository;
  search: SearchRepository;
  reviews: ReviewsRepository;
}

export interface CatalogueOptions {
  reviewsDefaultStatus: 'pending' | 'published';
  /** Called when content visible to everyone changed, so cached answers are dropped. */
  onContentChange: () => void;
  /** Blog posts matching a search (the blog's own rules decide what is visible). */
  searchPosts: (query: string, lang: Language, limit: number) => Promise<PostHit[]>;
  /** Shop products matching a search. */
  searchProducts: (query: string, lang: Language, limit: number) => Promise<ProductHit[]>;
}

const visibilityFor = (viewer: Viewer) => ({ hiddenRatings: hiddenRatings(viewer) });
/** A page of rows as the API sends it (the zod shape is contracts' `pageOf`). */
const paged = <T>(items: T[], total: number, page: number, limit: number) => ({
  items,
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** Catalogue reads with the age gate applied: A-rated titles do not exist for viewers not confirmed 18+. */
export class CatalogueService {
  constructor(
    private readonly repos: CatalogueRepositories,
    private readonly options: CatalogueOptions,
  ) {}

  async listTitles(query: TitleListQuery, viewer: Viewer): Promise<TitlePage> {
    const { rows, total } = await this.repos.titles.list(query, visibilityFor(viewer));
    return paged(rows, total, query.page, query.limit);
  }

  /** A title the viewer may see: 404 when there is none, the restricted state when it is rated A for them. */
  async titleSummary(slug: string, lang: Language, viewer: Viewer) {
    const title = await this.repos.titles.findBySlug(slug, lang);
    if (!title) throw new AppError('not_found', `There is no title "${slug}".`);
    const because = hiddenBecause(viewer, title.rating);
    if (because === 'age_gate') {
      throw new AppError('content_restricted', 'This title is rated A (18+): sign in and confirm your age to see it.');
    }
    if (because === 'parental_lock') {
      throw new AppError('content_locked', `This title is rated ${title.rating}: enter the parental PIN to see it.`);
    }
    if (because === 'profile_limit') throw aboveProfileLimit(title.rating);
    return title;
  }

  async title(slug: string, lang: Language, viewer: Viewer): Promise<TitleDetail> {
    return this.pageOf(await this.titleSummary(slug, lang, viewer), lang);
  }

  /**
   * An operator's look at a title's page before (or after) visitors can see it: any status, any
   * rating, laid out as it will be once public.
   */
  async titlePreview(slug: string, lang: Language): Promise<TitlePagePreview> {
    const title = await this.repos.titles.findAnyStatus(slug, lang);
    if (!title) throw new AppError('not_found', `There is no title "${slug}".`);
    const { status } = title;
    return {
      status,
      page: await this.pageOf({ ...title, status: status === 'coming_soon' ? status : 'published' }, lang),
    };
  }

  /** A title's page: its summary with tags, links, awards, credits by department, seasons and reviews. */
  private async pageOf(title: TitleRow, lang: Language): Promise<TitleDetail> {
    const [tags, links, awards, credits, seasons, reviews] = await Promise.all([
      this.repos.titles.tags(title.id, lang),
      this.repos.titles.links(title.id),
      this.repos.titles.awards(title.id),
      this.repos.titles.credits(title.id),
      this.repos.titles.seasons(title.id, lang),
      this.repos.titles.reviewSummary(title.id),
    ]);
    return {
      ...title,
      tags,
      links,
      awards,
      seasons,
      reviews,
      credits: departmentOrder
        .map((department) => ({
          department,
          people: credits
            .filter((credit) => credit.department === department)
            .map(({ department: _department, ...person }) => person),
        }))
        .filter((group) => group.people.length > 0),
    };
  }

  async related(slug: string, lang: Language, viewer: Viewer) {
    const title = await this.titleSummary(slug, lang, viewer);
    return { items: await this.repos.titles.related(title.id, lang, visibilityFor(viewer), 12) };
  }

  async people(lang: Language, page: number, limit: number) {
    const { rows, total } = await this.repos.people.list(lang, page, limit);
    return paged(rows, total, page, limit);
  }

  async person(slug: string, lang: Language, viewer: Viewer): Promise<PersonDetail> {
    const person = await this.repos.people.findBySlug(slug, lang);
    if (!person) throw new AppError('not_found', `There is no person "${slug}".`);
    const credits = await this.repos.people.filmography(slug, lang, visibilityFor(viewer));
    return {
      ...person,
      filmography: credits.map(({ department, role, ...title }) => ({ title, department, role })),
    };
  }

  async genres(lang: Language, viewer: Viewer, type?: 'movie' | 'tv-show' | 'video') {
    return { items: await this.repos.taxonomy.genres(lang, visibilityFor(viewer), type) };
  }

  async tags(lang: Language, viewer: Viewer) {
    return { items: await this.repos.taxonomy.tags(lang, visibilityFor(viewer)) };
  }

  /** The rails of one page, each with its titles; a rail with nothing to show is left out. */
  async rails(placement: Rail['placement'], lang: Language, viewer: Viewer): Promise<{ items: Rail[] }> {
    const rails = await this.repos.curation.rails(lang, { placement });
    const filled = await Promise.all(rails.map((rail) => this.fill(rail, lang, viewer)));
    return { items: filled.filter((rail) => rail.items.length > 0) };
  }

  /** One rail with up to 50 titles: its "view all" page. */
  async rail(slug: string, lang: Language, viewer: Viewer): Promise<Rail> {
    const [rail] = await this.repos.curation.rails(lang, { slug });
    if (!rail) throw new AppError('not_found', `There is no list "${slug}".`);
    return this.fill(rail, lang, viewer, 50);
  }

  async slider(placement: Rail['placement'], lang: Language, viewer: Viewer) {
    const cards = await this.repos.curation.sliderItems(placement, lang, visibilityFor(viewer));
    const trailers = await this.repos.titles.trailersOf(cards.map((card) => card.slug));
    return { placement, items: cards.map((card) => ({ ...card, trailerUrl: trailers.get(card.slug) ?? null })) };
  }

  async reviews(slug: string, lang: Language, viewer: Viewer, page: number, limit: number) {
    const title = await this.titleSummary(slug, lang, viewer);
    const { rows, total } = await this.repos.reviews.published(title.id, page, limit);
    return paged(rows, total, page, limit);
  }

  /** Stores a review as pending or published (operator's choice); a published one shows at once. */
  async addReview(slug: string, input: ReviewInput, viewer: Viewer, author: { profileId: number | null }) {
    const title = await this.titleSummary(slug, 'en', viewer);
    if (title.status !== 'published')
      throw new AppError('conflict', 'This title is not out yet, so it cannot be reviewed.');
    const created = await this.repos.reviews.create(
      { titleId: title.id, userId: viewer.userId, profileId: author.profileId },
      input,
      this.options.reviewsDefaultStatus,
    );
    if (created.status === 'published') this.options.onContentChange();
    return created;
  }

  /** Titles, episodes, people, lines of dialogue, blog posts and shop products that match, each group best first; the age gate applies. */
  async search(query: string, lang: Language, viewer: Viewer, limit: number): Promise<SearchResults> {
    const visibility = visibilityFor(viewer);
    const [titles, episodes, people, moments, posts, products] = await Promise.all([
      this.repos.search.titles(query, lang, visibility, limit),
      this.repos.search.episodes(query, lang, visibility, limit),
      this.repos.search.people(query, lang, limit),
      this.repos.search.moments(query, lang, visibility, limit),
      this.options.searchPosts(query, lang, limit),
      this.options.searchProducts(query, lang, limit),
    ]);
    return { query, titles, episodes, people, moments, posts, products };
  }

  private async fill(rail: RailRow, lang: Language, viewer: Viewer, limit?: number): Promise<Rail> {
    const items = await this.repos.curation.railItems(rail, lang, visibilityFor(viewer), limit);
    return { slug: rail.slug, name: rail.name, placement: rail.placement, rule: rail.rule, items };
  }
}
