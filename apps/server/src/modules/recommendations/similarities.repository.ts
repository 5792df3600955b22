import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';

/** Each title keeps this many of its closest titles: more than any rail shows. */
export const SIMILAR_PER_TITLE = 30;

/**
 * What makes two titles alike, weighed: watched by the same profiles counts most (cosine over
 * the profiles that watched each), then shared genres, tags and leading cast (Jaccard overlap).
 */
export const similarityWeights = { coWatching: 0.6, genres: 0.25, tags: 0.1, cast: 0.05 } as const;

/** The leading cast: the first billed actors of a title. */
const LEADING_CAST = 6;

/** |a ∩ b| / |a ∪ b| of two integer arrays, 0 when either is missing. */
const jaccard = (a: string, b: string): SQL =>
  sql.raw(`coalesce(cardinality(array(select unnest(${a}) intersect select unnest(${b})))::float8
    / nullif(cardinality(array(select unnest(${a}) union select unnest(${b}))), 0), 0)`);

/**
 * Measures every title against the others and keeps each one's closest, replacing what the last
 * run kept, in one statement (a reader sees the old table or the new, never half of each). Pairs
 * are those with anything in common: watched by one profile, a genre, or an actor.
 */
export class SimilaritiesRepository {
  constructor(private readonly db: Db) {}

  async refresh(): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from title_similarities`);
      const [inserted] = await rows<{ kept: number }>(
        tx,
        sql`
        with watched as (
          select distinct wp.profile_id, coalesce(pl.title_id, s.title_id) as title_id
            from watch_positions wp
            join playables pl on pl.id = wp.playable_id
            left join episodes e on e.id = pl.episode_id
            left join seasons s on s.id = e.season_id
        ),
        watchers as (select title_id, count(*)::float8 as n from watched group by title_id),
        co as (
          select a.title_id as a, b.title_id as b, count(*)::int as co
            from watched a join watched b on b.profile_id = a.profile_id and b.title_id <> a.title_id
           group by 1, 2
        ),
        leads as (
          select title_id, person_id from credits where department = 'acting' and position < ${LEADING_CAST}
        ),
        pairs as (
          select a, b from co
          union select x.title_id, y.title_id from title_genres x
                  join title_genres y on y.genre_id = x.genre_id and y.title_id <> x.title_id
          union select x.title_id, y.title_id from leads x
                  join leads y on y.person_id = x.person_id and y.title_id <> x.title_id
        ),
        sets as (
          select t.id,
                 array(select genre_id from title_genres where title_id = t.id) as genres,
                 array(select tag_id from title_tags where title_id = t.id) as tags,
                 array(select person_id from leads where title_id = t.id) as cast_ids
            from titles t
        ),
        scored as (
          select p.a, p.b, coalesce(co.co, 0) as co,
                 ${similarityWeights.coWatching}::float8 * coalesce(co.co / sqrt(wa.n * wb.n), 0)
               + ${similarityWeights.genres}::float8 * ${jaccard('sa.genres', 'sb.genres')}
               + ${similarityWeights.tags}::float8 * ${jaccard('sa.tags', 'sb.tags')}
               + ${similarityWeights.cast}::float8 * ${jaccard('sa.cast_ids', 'sb.cast_ids')} as score
            from pairs p
            join sets sa on sa.id = p.a
            join sets sb on sb.id = p.b
            left join co on co.a = p.a and co.b = p.b
            left join watchers wa on wa.title_id = p.a
            left join watchers wb on wb.title_id = p.b
        ),
        ranked as (
          select a, b, co, score, row_number() over (partition by a order by score desc, b) as place
            from scored where score > 0
        ),
        kept as (
          insert into title_similarities (title_id, similar_id, score, co_watchers)
          select a, b, score, co from ranked where place <= ${SIMILAR_PER_TITLE}
          returning 1
        )
        select count(*)::int as kept from kept`,
      );
      return inserted?.kept ?? 0;
    });
  }
}
