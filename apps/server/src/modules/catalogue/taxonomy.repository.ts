import { sql } from 'drizzle-orm';
import type { ImageSet } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { visibleTitles, type Visibility } from './catalogue-sql';
import { imageJson, translated, translationJoins } from '../../platform/sql';

/** Genres and tags, each with how many titles the viewer can see in it. */
export class TaxonomyRepository {
  constructor(private readonly db: Db) {}

  async genres(lang: Language, visibility: Visibility, type?: 'movie' | 'tv-show' | 'video') {
    // A genre without its own picture shows the backdrop of its most watched title the viewer may see.
    const genreThumbnail = sql`coalesce(g.thumbnail_image_id, (
      select t.backdrop_image_id from title_genres x join titles t on t.id = x.title_id
       where x.genre_id = g.id and t.backdrop_image_id is not null and ${visibleTitles(visibility)}
       order by t.view_count desc, t.id limit 1))`;
    const result = await rows<{
      slug: string;
      name: string;
      type: 'movie' | 'tv-show' | 'video';
      thumbnail: ImageSet | null;
      titleCount: number;
    }>(
      this.db,
      sql`
      select g.slug, ${translated('gt', 'name')} as name, g.type, ${imageJson(genreThumbnail)} as thumbnail,
             (select count(*)::int from title_genres x join titles t on t.id = x.title_id
               where x.genre_id = g.id and ${visibleTitles(visibility)}) as "titleCount"
        from genres g ${translationJoins('genre_translations', 'gt', 'genre_id', 'g.id', lang)}
       ${type ? sql`where g.type = ${type}` : sql``}
       order by g.position, g.id`,
    );
    return result;
  }

  async tags(lang: Language, visibility: Visibility) {
    const result = await rows<{ slug: string; name: string; titleCount: number }>(
      this.db,
      sql`
      select tg.slug, ${translated('tgt', 'name')} as name,
             (select count(*)::int from title_tags x join titles t on t.id = x.title_id
               where x.tag_id = tg.id and ${visibleTitles(visibility)}) as "titleCount"
        from tags tg ${translationJoins('tag_translations', 'tgt', 'tag_id', 'tg.id', lang)}
       order by name`,
    );
    return result;
  }
}
