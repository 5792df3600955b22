import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from './demo-catalogue';

describe('the demo catalogue', () => {
  const demo = buildDemoCatalogue();
  const count = (kind: string) => demo.titles.filter((title) => title.kind === kind).length;

  it('has the promised size: 40 movies, 8 web series, 4 TV shows, 30 videos, 40 people, 15 genres', () => {
    expect([count('movie'), count('series'), count('show'), count('video')]).toEqual([40, 8, 4, 30]);
    expect(demo.people).toHaveLength(40);
    expect(demo.genres).toHaveLength(15);
  });

  it('is the same every time it is built', () => {
    expect(buildDemoCatalogue()).toEqual(demo);
  });

  it('gives every title, person, genre and tag a unique slug', () => {
    for (const list of [demo.titles, demo.people, demo.genres, demo.tags]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has a few A-rated titles to exercise the age gate, never in sliders or curated rails', () => {
    const adult = demo.titles.filter((title) => title.rating === 'A').map((title) => title.slug);
    expect(adult.length).toBeGreaterThanOrEqual(3);
    const promoted = [...demo.sliders.flatMap((slider) => slider.titles), ...demo.rails.flatMap((rail) => rail.picks)];
    expect(promoted.filter((slug) => adult.includes(slug))).toEqual([]);
  });

  it('gives series and shows 2–3 seasons of 45-minute episodes, and nothing else seasons', () => {
    for (const title of demo.titles) {
      if (title.kind === 'series' || title.kind === 'show') {
        expect(title.seasons.length).toBeGreaterThanOrEqual(2);
        expect(title.seasons.length).toBeLessThanOrEqual(3);
        for (const season of title.seasons)
          for (const episode of season.episodes) expect(episode.durationMinutes).toBe(45);
      } else {
        expect(title.seasons).toEqual([]);
      }
    }
  });

  it('credits only people who exist, in known departments', () => {
    const slugs = new Set(demo.people.map((person) => person.slug));
    for (const credit of demo.titles.flatMap((title) => title.credits)) expect(slugs.has(credit.person)).toBe(true);
  });

  it('has translated names in every language, different from English where the language differs', () => {
    const greekDiffers = demo.titles.filter((title) => title.name.gr !== title.name.en).length;
    expect(greekDiffers).toBe(demo.titles.length);
    expect(demo.genres.every((genre) => genre.name.ar !== genre.name.en)).toBe(true);
  });

  it('announces a few titles as coming soon, with a date and no viewing links', () => {
    const upcoming = demo.titles.filter((title) => title.status === 'coming_soon');
    expect(upcoming.length).toBeGreaterThan(0);
    for (const title of upcoming) {
      expect(title.availableAt).not.toBeNull();
      expect(title.links).toEqual([]);
    }
  });
});
