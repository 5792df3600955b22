import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { anonymousViewer } from '../../platform/auth/viewer';
import type { Visibility } from './catalogue-sql';
import { CatalogueService, type CatalogueRepositories } from './catalogue.service';
import type { TitleCardRow } from './titles.repository';

const card = (slug: string, rating: TitleCardRow['rating']): TitleCardRow => ({
  id: slug.length,
  slug,
  kind: 'movie',
  name: slug,
  tagline: null,
  rating,
  releaseDate: '2024-01-01',
  runtimeMinutes: 100,
  accessTier: 'free',
  status: 'published',
  availableAt: null,
  genres: [],
  poster: null,
  backdrop: null,
  thumbnail: null,
  previewUrl: null,
});

/** Repositories that answer from memory and record which visibility they were asked for. */
function fakeRepositories(seen: Visibility[]): CatalogueRepositories {
  const titles = {
    findBySlug: async (slug: string) =>
      slug === 'missing'
        ? null
        : {
            ...card(slug, slug === 'adult' ? 'A' : 'U/A 13+'),
            description: 'd',
            audioLanguages: [],
            trailerUrl: null,
            viewCount: 1,
          },
    tags: async () => [],
    links: async () => [],
    awards: async () => [],
    seasons: async () => [],
    reviewSummary: async () => ({ average: null, count: 0 }),
    credits: async () => [
      { department: 'acting', slug: 'a', name: 'A', role: 'Asha', profile: null },
      { department: 'sound', slug: 's', name: 'S', role: 'Sound designer', profile: null },
      { department: 'directing', slug: 'd', name: 'D', role: 'Director', profile: null },
    ],
    list: async (_query: unknown, visibility: Visibility) => {
      seen.push(visibility);
      return { rows: [card('one', 'U')], total: 21 };
    },
  };
  return { titles, people: {}, taxonomy: {}, curation: {} } as unknown as CatalogueRepositories;
}

const options = {
  reviewsDefaultStatus: 'pending' as const,
  onContentChange: () => undefined,
  searchPosts: () => Promise.resolve([]),
  searchProducts: () => Promise.resolve([]),
};

describe('CatalogueService', () => {
  it('answers the restricted state for an A-rated title to a viewer not confirmed 18+', async () => {
    const service = new CatalogueService(fakeRepositories([]), options);
    const attempt = service.title('adult', 'en', anonymousViewer);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'content_restricted' });
  });

  it('shows an A-rated title to a confirmed adult', async () => {
    const service = new CatalogueService(fakeRepositories([]), options);
    const title = await service.title('adult', 'en', {
      userId: 7,
      adultConfirmed: true,
      parentalLocked: false,
      profileLimit: 'A',
    });
    expect(title.rating).toBe('A');
  });

  it('answers not_found for a title that does not exist', async () => {
    const service = new CatalogueService(fakeRepositories([]), options);
    await expect(service.title('missing', 'en', anonymousViewer)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('groups credits by department, directors first, and drops empty departments', async () => {
    const service = new CatalogueService(fakeRepositories([]), options);
    const title = await service.title('open', 'en', anonymousViewer);
    expect(title.credits.map((group) => group.department)).toEqual(['directing', 'acting', 'sound']);
    expect(title.credits[1]?.people[0]).toEqual({ slug: 'a', name: 'A', role: 'Asha', profile: null });
  });

  it('hides A from all but confirmed adults, U/A 16+ too behind a parental lock, what is above a profile’s limit, and pages the result', async () => {
    const seen: Visibility[] = [];
    const service = new CatalogueService(fakeRepositories(seen), options);
    const query = { lang: 'en', sort: 'latest', page: 2, limit: 10 } as const;
    const page = await service.listTitles(query, anonymousViewer);
    await service.listTitles(query, { userId: 1, adultConfirmed: true, parentalLocked: false, profileLimit: 'A' });
    await service.listTitles(query, { userId: 1, adultConfirmed: true, parentalLocked: true, profileLimit: 'A' });
    await service.listTitles(query, { userId: 1, adultConfirmed: true, parentalLocked: false, profileLimit: 'U/A 7+' });
    expect(seen).toEqual([
      { hiddenRatings: ['A'] },
      { hiddenRatings: [] },
      { hiddenRatings: ['U/A 16+', 'A'] },
      { hiddenRatings: ['U/A 13+', 'U/A 16+', 'A'] },
    ]);
    expect(page).toMatchObject({ page: 2, limit: 10, total: 21, totalPages: 3 });
  });
});
