import type { FastifyInstance } from 'fastify';

interface Card {
  slug: string;
}

/**
 * The titles the home page shows, in the order a visitor meets them: the hero slider, then each
 * rail from the top. Asked of the home page's own API, so it follows whatever the operator set up.
 */
export async function titlesOnHome(app: FastifyInstance): Promise<string[]> {
  const get = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  };
  const slider = await get<{ items: Card[] }>('/api/sliders/home');
  const rails = await get<{ items: { items: Card[] }[] }>('/api/rails?placement=home');
  const slugs = [...slider.items, ...rails.items.flatMap((rail) => rail.items)].map((card) => card.slug);
  return [...new Set(slugs)];
}

/** `items` with those named in `first` moved to the front, in that order; the rest keep theirs. */
export function firstThese<T extends { slug: string }>(items: readonly T[], first: readonly string[]): T[] {
  const rank = new Map(first.map((slug, index) => [slug, index]));
  const placed = (item: T) => rank.get(item.slug) ?? first.length;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => placed(a.item) - placed(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
