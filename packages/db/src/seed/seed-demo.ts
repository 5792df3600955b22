import { eq, sql } from 'drizzle-orm';
import { languages } from '@reelhouse/contracts/locales';
import type { Db } from '../database';
import { settings } from '../schema/accounts';
import {
  awards,
  episodes,
  episodeTranslations,
  genres,
  genreTranslations,
  seasons,
  seasonTranslations,
  tags,
  tagTranslations,
  titleGenres,
  titleLinks,
  titles,
  titleTags,
  titleTranslations,
} from '../schema/catalogue';
import { railItems, rails, railTranslations, sliderItems, sliders } from '../schema/curation';
import { reviews, titleDailyViews } from '../schema/engagement';
import { credits, people, personTranslations } from '../schema/people';
import { buildDemoCatalogue } from './demo-catalogue';
import type { Localized } from './localized';

/** Recorded once the demo catalogue is in: later starts never seed again, even if titles are deleted. */
export const DEMO_SEED_KEY = 'demo.seededAt';

const perLanguage = <T>(texts: Localized, make: (lang: string, text: string) => T) =>
  languages.map((lang) => make(lang, texts[lang]));

const idsBySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.slug, row.id]));
const must = (map: Map<string, number>, slug: string) => {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`demo seed: unknown slug ${slug}`);
  return id;
};

/**
 * Writes the demo catalogue in one transaction, the first time only. Plays are spread over the
 * 30 days before `today`, so "most watched this week" rails have something to rank.
 */
export async function seedDemoCatalogue(db: Db, today = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(settings).where(eq(settings.key, DEMO_SEED_KEY));
    if (done) return { seeded: false };
    const demo = buildDemoCatalogue();

    const genreIds = idsBySlug(
      await tx
        .insert(genres)
        .values(demo.genres.map((genre, position) => ({ slug: genre.slug, type: genre.type, position })))
        .returning({ id: genres.id, slug: genres.slug }),
    );
    await tx
      .insert(genreTranslations)
      .values(
        demo.genres.flatMap((genre) =>
          perLanguage(genre.name, (lang, name) => ({ genreId: must(genreIds, genre.slug), lang, name })),
        ),
      );

    const tagIds = idsBySlug(
      await tx
        .insert(tags)
        .values(demo.tags.map((tag) => ({ slug: tag.slug })))
        .returning({ id: tags.id, slug: tags.slug }),
    );
    await tx
      .insert(tagTranslations)
      .values(
        demo.tags.flatMap((tag) =>
          perLanguage(tag.name, (lang, name) => ({ tagId: must(tagIds, tag.slug), lang, name })),
        ),
      );

    const personIds = idsBySlug(
      await tx
        .insert(people)
        .values(
          demo.people.map((person) => ({
            slug: person.slug,
            demo: true,
            name: person.name,
            knownFor: person.knownFor,
            birthday: person.birthday,
            birthPlace: person.birthPlace,
            alsoKnownAs: person.alsoKnownAs,
            heightCm: person.heightCm,
            relatives: person.relatives,
            officialSites: person.officialSites,
          })),
        )
        .returning({ id: people.id, slug: people.slug }),
    );
    await tx.insert(personTranslations).values(
      demo.people.flatMap((person) =>
        languages.map((lang) => ({
          personId: must(personIds, person.slug),
          lang,
          designation: person.designation[lang],
          biography: person.biography[lang],
        })),
      ),
    );

    const titleIds = idsBySlug(
      await tx
        .insert(titles)
        .values(
          demo.titles.map((title) => ({
            slug: title.slug,
            demo: true,
            kind: title.kind,
            rating: title.rating,
            releaseDate: title.releaseDate,
            runtimeMinutes: title.runtimeMinutes,
            audioLanguages: title.audioLanguages,
            accessTier: title.accessTier,
            status: title.status,
            availableAt: title.availableAt ? new Date(title.availableAt) : null,
            viewCount: title.dailyViews.reduce((sum, views) => sum + views, 0) * 7,
          })),
        )
        .returning({ id: titles.id, slug: titles.slug }),
    );
    const titleId = (slug: string) => must(titleIds, slug);

    await tx.insert(titleTranslations).values(
      demo.titles.flatMap((title) =>
        languages.map((lang) => ({
          titleId: titleId(title.slug),
          lang,
          name: title.name[lang],
          tagline: title.tagline[lang],
          description: title.description[lang],
        })),
      ),
    );
    await tx
      .insert(titleGenres)
      .values(
        demo.titles.flatMap((title) =>
          title.genres.map((genre) => ({ titleId: titleId(title.slug), genreId: must(genreIds, genre) })),
        ),
      );
    await tx
      .insert(titleTags)
      .values(
        demo.titles.flatMap((title) =>
          title.tags.map((tag) => ({ titleId: titleId(title.slug), tagId: must(tagIds, tag) })),
        ),
      );
    await tx
      .insert(titleLinks)
      .values(demo.titles.flatMap((title) => title.links.map((link) => ({ titleId: titleId(title.slug), ...link }))));
    const awardRows = demo.titles.flatMap((title) =>
      title.awards.map((award) => ({ titleId: titleId(title.slug), ...award })),
    );
    if (awardRows.length > 0) await tx.insert(awards).values(awardRows);
    await tx.insert(credits).values(
      demo.titles.flatMap((title) =>
        title.credits.map((credit) => ({
          titleId: titleId(title.slug),
          personId: must(personIds, credit.person),
          department: credit.department,
          role: credit.role,
          position: credit.position,
        })),
      ),
    );

    for (const title of demo.titles.filter((candidate) => candidate.seasons.length > 0)) {
      const seasonRows = await tx
        .insert(seasons)
        .values(title.seasons.map((season) => ({ titleId: titleId(title.slug), number: season.number })))
        .returning({ id: seasons.id, number: seasons.number });
      for (const season of title.seasons) {
        const seasonId = seasonRows.find((row) => row.number === season.number)?.id as number;
        await tx
          .insert(seasonTranslations)
          .values(perLanguage(season.name, (lang, name) => ({ seasonId, lang, name })));
        const episodeRows = await tx
          .insert(episodes)
          .values(
            season.episodes.map((episode) => ({
              seasonId,
              number: episode.number,
              durationMinutes: episode.durationMinutes,
              releaseDate: episode.releaseDate,
            })),
          )
          .returning({ id: episodes.id, number: episodes.number });
        await tx.insert(episodeTranslations).values(
          season.episodes.flatMap((episode) =>
            languages.map((lang) => ({
              episodeId: episodeRows.find((row) => row.number === episode.number)?.id as number,
              lang,
              name: episode.name[lang],
              description: episode.description[lang],
            })),
          ),
        );
      }
    }

    for (const slider of demo.sliders) {
      const [row] = await tx.insert(sliders).values({ placement: slider.placement }).returning({ id: sliders.id });
      await tx
        .insert(sliderItems)
        .values(
          slider.titles.map((slug, position) => ({ sliderId: row?.id as number, titleId: titleId(slug), position })),
        );
    }
    for (const [position, rail] of demo.rails.entries()) {
      const [row] = await tx
        .insert(rails)
        .values({ slug: rail.slug, placement: rail.placement, rule: rail.rule, params: rail.params, position })
        .returning({ id: rails.id });
      const railId = row?.id as number;
      await tx.insert(railTranslations).values(perLanguage(rail.name, (lang, name) => ({ railId, lang, name })));
      if (rail.picks.length > 0) {
        await tx
          .insert(railItems)
          .values(rail.picks.map((slug, index) => ({ railId, titleId: titleId(slug), position: index })));
      }
    }

    const day = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000);
    await tx.insert(reviews).values(
      demo.reviews.map((review) => ({
        titleId: titleId(review.title),
        rating: review.rating,
        body: review.body,
        authorName: review.author,
        authorEmail: review.email,
        status: 'published' as const,
        createdAt: day(review.daysAgo),
        publishedAt: day(review.daysAgo),
      })),
    );
    await tx
      .insert(titleDailyViews)
      .values(
        demo.titles.flatMap((title) =>
          title.dailyViews
            .map((views, index) => ({ titleId: titleId(title.slug), day: isoDay(day(30 - index)), views }))
            .filter((row) => row.views > 0),
        ),
      );

    await tx.insert(settings).values({ key: DEMO_SEED_KEY, value: sql`to_jsonb(now())` });
    return { seeded: true };
  });
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
