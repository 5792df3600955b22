import { languages, type Language } from '@reelhouse/contracts/locales';
import type { accessTiers, ageRatings, titleKinds } from '@reelhouse/contracts/catalogue';
import type { titleStatuses } from '@reelhouse/contracts/catalogue-values';
import type { awardOutcomes } from '@reelhouse/contracts/catalogue-values';
import type { departments } from '@reelhouse/contracts/catalogue';
import { demoRails, demoReviews, type DemoRail } from './demo-curation';
import { characterNames, demoPeople } from './demo-people';
import { biographies, openings, taglines, turns } from './demo-sentences';
import { demoGenres, demoTags, departmentDesignations, seasonName } from './demo-vocabulary';
import { titleNames } from './demo-title-names';
import type { Localized } from './localized';
import { seededRandom, slugify } from './random';

type Kind = (typeof titleKinds)[number];
type Department = (typeof departments)[number];

export interface DemoEpisode {
  number: number;
  name: Localized;
  description: Localized;
  durationMinutes: number;
  releaseDate: string;
}

export interface DemoTitle {
  slug: string;
  kind: Kind;
  rating: (typeof ageRatings)[number];
  releaseDate: string;
  runtimeMinutes: number | null;
  audioLanguages: string[];
  accessTier: (typeof accessTiers)[number];
  status: (typeof titleStatuses)[number];
  availableAt: string | null;
  name: Localized;
  tagline: Localized;
  description: Localized;
  genres: string[];
  tags: string[];
  links: { quality: string; language: string; player: string; addedOn: string }[];
  awards: { name: string; year: number; outcome: (typeof awardOutcomes)[number] }[];
  seasons: { number: number; name: Localized; episodes: DemoEpisode[] }[];
  credits: { person: string; department: Department; role: string; position: number }[];
  /** Plays on each of the last 30 days, oldest first. */
  dailyViews: number[];
}

export interface DemoPerson {
  slug: string;
  name: string;
  knownFor: Department;
  birthday: string | null;
  birthPlace: string;
  alsoKnownAs: string[];
  heightCm: number | null;
  relatives: { name: string; relation: string }[];
  officialSites: string[];
  designation: Localized;
  biography: Localized;
}

export interface DemoCatalogue {
  genres: typeof demoGenres;
  tags: typeof demoTags;
  people: DemoPerson[];
  titles: DemoTitle[];
  sliders: { placement: 'home' | 'movies' | 'tv' | 'videos' | 'banner'; titles: string[] }[];
  rails: (DemoRail & { picks: string[] })[];
  reviews: { title: string; body: string; author: string; email: string; rating: number; daysAgo: number }[];
}

/** How many of each kind the demo has, in the order titles take names. */
const layout: { kind: Kind; count: number }[] = [
  { kind: 'movie', count: 40 },
  { kind: 'series', count: 8 },
  { kind: 'show', count: 4 },
  { kind: 'video', count: 30 },
];
/** Title positions rated A (18+): neutral titles that exercise the age gate. */
const adultTitles = new Set([5, 17, 29, 44]);
/** Title positions that are announced but not yet available. */
const comingSoonTitles = new Set([37, 38, 39, 47]);

const ratingsByKind: Record<Kind, (typeof ageRatings)[number][]> = {
  movie: ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+'],
  series: ['U/A 13+', 'U/A 16+'],
  show: ['U', 'U/A 7+'],
  video: ['U', 'U/A 7+'],
};
const genresByKind: Record<Kind, string[]> = {
  movie: [
    'action',
    'adventure',
    'comedy',
    'drama',
    'thriller',
    'romance',
    'science-fiction',
    'family',
    'mystery',
    'documentary',
  ],
  series: ['crime-series', 'drama', 'mystery', 'thriller', 'comedy'],
  show: ['reality', 'kids', 'family', 'comedy'],
  video: ['how-to', 'music'],
};
const audioSets = [
  ['hi', 'en'],
  ['en'],
  ['ta', 'en'],
  ['ml', 'en', 'hi'],
  ['te', 'hi'],
  ['fr', 'en'],
  ['de', 'en'],
  ['ar', 'en'],
  ['el', 'en'],
];
const festivals = ['Golden Lotus Festival', 'Coastline Film Awards', 'Indie Screen Prize', 'Monsoon Critics Circle'];

const mapLanguages = (make: (language: Language) => string): Localized =>
  Object.fromEntries(languages.map((language) => [language, make(language)])) as Localized;

/** The whole demo catalogue as plain data: the same every run, so seeding is reproducible. */
export function buildDemoCatalogue(): DemoCatalogue {
  const random = seededRandom(20261122);
  const people: DemoPerson[] = demoPeople.map((person, index) => ({
    slug: slugify(person.name),
    name: person.name,
    knownFor: person.knownFor,
    birthday: index % 7 === 3 ? null : `${random.int(1962, 2001)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
    birthPlace: person.birthPlace,
    alsoKnownAs: index % 3 === 0 ? [person.name.split(' ')[0] ?? person.name] : [],
    heightCm: person.knownFor === 'acting' ? random.int(152, 190) : null,
    relatives:
      index % 5 === 0
        ? [{ name: `${random.pick(characterNames)} ${person.name.split(' ').at(-1)}`, relation: 'sibling' }]
        : [],
    officialSites: index % 4 === 0 ? [`https://${slugify(person.name)}.example`] : [],
    designation: departmentDesignations[person.knownFor],
    biography: mapLanguages((language) =>
      (biographies[index % biographies.length] as Localized)[language].replace('{name}', person.name),
    ),
  }));
  const byDepartment = (department: Department) => people.filter((person) => person.knownFor === department);

  let position = 0;
  const titles: DemoTitle[] = layout.flatMap(({ kind, count }) =>
    Array.from({ length: count }, () => buildTitle(position++, kind)),
  );

  function buildTitle(index: number, kind: Kind): DemoTitle {
    const name = titleNames[index] as Localized;
    const year = 2019 + (index % 8);
    const comingSoon = comingSoonTitles.has(index);
    const releaseDate = comingSoon
      ? `2027-0${1 + (index % 6)}-15`
      : `${Math.min(year, 2026)}-${pad(random.int(1, 10))}-${pad(random.int(1, 28))}`;
    const opening = openings[(index * 5) % openings.length] as Localized;
    const turn = turns[(index * 7 + 3) % turns.length] as Localized;
    const genres = random.sample(genresByKind[kind], kind === 'video' ? 1 : random.int(2, 3));
    const episodic = kind === 'series' || kind === 'show';
    return {
      slug: slugify(name.en),
      kind,
      rating: adultTitles.has(index) ? 'A' : random.pick(ratingsByKind[kind]),
      releaseDate,
      runtimeMinutes: kind === 'movie' ? random.int(88, 158) : kind === 'video' ? random.int(4, 22) : null,
      audioLanguages: random.pick(audioSets),
      accessTier:
        kind === 'video'
          ? index % 5 === 0
            ? 'basic'
            : 'free'
          : ((['free', 'basic', 'premium'] as const)[index % 3] ?? 'free'),
      status: comingSoon ? 'coming_soon' : 'published',
      availableAt: comingSoon ? `${releaseDate}T00:00:00+05:30` : null,
      name,
      tagline: taglines[index % taglines.length] as Localized,
      description: mapLanguages((language) => `${opening[language]} ${turn[language]}`),
      genres,
      tags: random.sample(demoTags, random.int(2, 3)).map((tag) => tag.slug),
      links: comingSoon
        ? []
        : // The demo clips' ladder (720p down): a link names a quality the player can give.
          (['720p', '540p', '360p'] as const).slice(0, random.int(2, 3)).map((quality, linkIndex) => ({
            quality,
            language: (random.pick(audioSets)[0] ?? 'en').toUpperCase(),
            player: linkIndex === 0 ? 'Reelhouse Player' : 'Reelhouse Player (data saver)',
            addedOn: releaseDate,
          })),
      awards:
        kind === 'movie' && index % 4 === 1
          ? [
              { name: random.pick(festivals), year: Math.min(year + 1, 2026), outcome: 'win' },
              { name: random.pick(festivals), year: Math.min(year + 1, 2026), outcome: 'nomination' },
            ]
          : [],
      seasons: episodic ? buildSeasons(index, kind, releaseDate) : [],
      credits: kind === 'video' ? [crew('production', 0)] : buildCredits(kind),
      dailyViews: Array.from({ length: 30 }, () => (comingSoon ? 0 : random.int(0, 40) * (index % 9 === 0 ? 4 : 1))),
    };
  }

  function buildSeasons(index: number, kind: Kind, releaseDate: string) {
    return Array.from({ length: random.int(2, 3) }, (_, seasonIndex) => ({
      number: seasonIndex + 1,
      name: seasonName(seasonIndex + 1),
      episodes: Array.from({ length: kind === 'series' ? random.int(6, 8) : 5 }, (_, episodeIndex) => {
        const theme = titleNames[(index + seasonIndex * 11 + episodeIndex * 7) % titleNames.length] as Localized;
        const turn = turns[(index + episodeIndex) % turns.length] as Localized;
        return {
          number: episodeIndex + 1,
          // The page says "Episode 1" beside it: the name is the episode's own.
          name: theme,
          description: turn,
          durationMinutes: 45,
          releaseDate,
        };
      }),
    }));
  }

  function crew(department: Department, offset: number) {
    const candidates = byDepartment(department);
    const person = candidates[(random.int(0, 99) + offset) % candidates.length] as DemoPerson;
    return { person: person.slug, department, role: person.designation.en, position: 0 };
  }

  function buildCredits(kind: Kind) {
    const cast = random.sample(byDepartment('acting'), random.int(4, 6));
    const roles = random.sample(characterNames, cast.length);
    const credits = cast.map((person, castIndex) => ({
      person: person.slug,
      department: 'acting' as const,
      role: roles[castIndex] ?? 'Guest',
      position: castIndex,
    }));
    const departmentsForKind: Department[] =
      kind === 'movie'
        ? ['directing', 'writing', 'production', 'camera', 'editing', 'sound', 'art']
        : ['directing', 'writing', 'production'];
    return [...credits, ...departmentsForKind.map((department, crewIndex) => crew(department, crewIndex))];
  }

  /** Up to `count` promotable titles of these kinds, starting at `offset` and wrapping around. */
  const slugsOf = (kinds: Kind[], count: number, offset = 0) => {
    const candidates = titles.filter(
      (title) => kinds.includes(title.kind) && title.status === 'published' && title.rating !== 'A',
    );
    const rotated = [
      ...candidates.slice(offset % candidates.length),
      ...candidates.slice(0, offset % candidates.length),
    ];
    return rotated.slice(0, count).map((title) => title.slug);
  };

  return {
    genres: demoGenres,
    tags: demoTags,
    people,
    titles,
    sliders: [
      { placement: 'home', titles: [...slugsOf(['movie'], 3, 2), ...slugsOf(['series'], 2), ...slugsOf(['show'], 1)] },
      { placement: 'movies', titles: slugsOf(['movie'], 5, 10) },
      { placement: 'tv', titles: slugsOf(['series', 'show'], 5, 2) },
      { placement: 'videos', titles: slugsOf(['video'], 4, 3) },
      { placement: 'banner', titles: slugsOf(['movie', 'series'], 3, 20) },
    ],
    rails: demoRails.map((rail, railIndex) => ({
      ...rail,
      picks:
        rail.rule === 'curated' ? slugsOf(rail.params.kinds ?? ['movie', 'series', 'show'], 10, railIndex * 2) : [],
    })),
    reviews: titles
      .filter((title) => title.status === 'published' && title.kind !== 'video')
      .flatMap((title, titleIndex) =>
        Array.from({ length: titleIndex % 4 }, (_, reviewIndex) => {
          const review = demoReviews[
            (titleIndex + reviewIndex * 3) % demoReviews.length
          ] as (typeof demoReviews)[number];
          const number = titleIndex * 3 + reviewIndex;
          return {
            title: title.slug,
            ...review,
            email: `reviewer${number + 1}@reelhouse.example`,
            daysAgo: (number * 5) % 200,
          };
        }),
      ),
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
