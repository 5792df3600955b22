import { sql } from 'drizzle-orm';
import type { BlogArchiveMonth, BlogTerm } from '@reelhouse/contracts/blog';
import type { ImageSet, PostHit } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { imageJson, translated, translationJoins, matchScore, normalizedQuery } from '../../platform/sql';
import { termTables, visiblePosts, type TermKind } from './blog-sql';
import { isoTime } from '../../platform/sql';

export interface AuthorRow {
  slug: string;
  name: string;
  bio: string;
  avatar: ImageSet | null;
  postCount: number;
}

/** What the blog's lists are sorted by and counted in: categories, tags, authors and months. */
export class BlogTaxonomyRepository {
  constructor(private readonly db: Db) {}

  /** Every category or tag with the number of posts readers can see in it (empty ones too). */
  async terms(kind: TermKind, lang: Language): Promise<BlogTerm[]> {
    const { table, translations, link, key, order } = termTables[kind];
    return rows<BlogTerm>(
      this.db,
      sql`select x.slug, ${translated('xt', 'name')} as name,
                 (select count(*)::int from ${sql.raw(link)} px join blog_posts p on p.id = px.post_id
                   where px.${sql.raw(key)} = x.id and ${visiblePosts()}) as "postCount"
            from ${sql.raw(table)} x ${translationJoins(translations, 'xt', key, 'x.id', lang)}
           order by ${sql.raw(order)}`,
    );
  }

  /** One category or tag by slug, named in the language asked for; null when there is none. */
  async term(kind: TermKind, slug: string, lang: Language): Promise<{ slug: string; name: string } | null> {
    const { table, translations, key } = termTables[kind];
    const [row] = await rows<{ slug: string; name: string }>(
      this.db,
      sql`select x.slug, ${translated('xt', 'name')} as name
            from ${sql.raw(table)} x ${translationJoins(translations, 'xt', key, 'x.id', lang)} where x.slug = ${slug}`,
    );
    return row ?? null;
  }

  async authors(lang: Language, slug?: string): Promise<AuthorRow[]> {
    return rows<AuthorRow>(
      this.db,
      sql`select a.slug, a.name, coalesce(al.bio, ae.bio, '') as bio, ${imageJson(sql`a.avatar_image_id`)} as avatar,
                 (select count(*)::int from blog_posts p where p.author_id = a.id and ${visiblePosts()}) as "postCount"
            from blog_authors a
            left join blog_author_translations ae on ae.author_id = a.id and ae.lang = 'en'
            left join blog_author_translations al on al.author_id = a.id and al.lang = ${lang}
           where ${slug === undefined ? sql`true` : sql`a.slug = ${slug}`}
           order by a.name`,
    );
  }

  /** Months with visible posts, newest first (UTC months, like the list's year and month filter). */
  async archive(): Promise<BlogArchiveMonth[]> {
    return rows<BlogArchiveMonth>(
      this.db,
      sql`select extract(year from p.published_at at time zone 'UTC')::int as year,
                 extract(month from p.published_at at time zone 'UTC')::int as month, count(*)::int as "postCount"
            from blog_posts p where ${visiblePosts()}
           group by 1, 2 order by 1 desc, 2 desc`,
    );
  }

  /** Posts whose title or excerpt matches, in any language, best first (the catalogue search's rules). */
  async search(query: string, lang: Language, limit: number): Promise<PostHit[]> {
    const { matches, score } = matchScore('x');
    return rows<PostHit>(
      this.db,
      sql`select p.slug, ${translated('bt', 'title')} as title, ${translated('bt', 'excerpt')} as excerpt,
                 ${isoTime('p.published_at')} as "publishedAt",
                 ${imageJson(sql`p.cover_image_id`)} as cover
            from (select x.post_id, max(${score}) as score
                    from blog_post_translations x, ${normalizedQuery(query)}
                   where q.prefixes is not null and ${matches} group by x.post_id) hit
            join blog_posts p on p.id = hit.post_id
            ${translationJoins('blog_post_translations', 'bt', 'post_id', 'p.id', lang)}
           where ${visiblePosts()}
           order by hit.score desc, p.published_at desc limit ${limit}`,
    );
  }
}
