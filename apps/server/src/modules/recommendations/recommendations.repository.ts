import { sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';

/** How much of a profile's past counts: its latest titles, newest weighing most. */
const HISTORY = 20;
/** A title watched this many places further back counts this much less (1, 0.8, 0.67, 0.57…). */
const RECENCY_FALLOFF = 0.25;

/** The titles a profile played (an episode counts for its series), newest first. */
const historyOf = (profileId: number) => sql`
  select title_id as id, row_number() over (order by last desc) - 1 as place
    from (select coalesce(pl.title_id, s.title_id) as title_id, max(wp.updated_at) as last
            from watch_positions wp
            join playables pl on pl.id = wp.playable_id
            left join episodes e on e.id = pl.episode_id
            left join seasons s on s.id = e.season_id
           where wp.profile_id = ${profileId}
           group by 1) played
   order by last desc
   limit ${HISTORY}`;

export interface Candidate {
  id: number;
  score: number;
  /** The watched title that contributes most to it. */
  becauseId: number;
}

/**
 * A profile's history and the ranking built on it at request time from the similarities the job
 * keeps: each title alike to what it watched scores the sum of those likenesses, the recent ones
 * weighing more; what it watched already is left out.
 */
export class RecommendationsRepository {
  constructor(private readonly db: Db) {}

  async history(profileId: number): Promise<number[]> {
    return (await rows<{ id: number }>(this.db, historyOf(profileId))).map((row) => row.id);
  }

  candidates(profileId: number, limit: number): Promise<Candidate[]> {
    return rows<Candidate>(
      this.db,
      sql`with history as (${historyOf(profileId)}),
        contributions as (
          select ts.similar_id as id, h.id as seed, ts.score / (1 + h.place * ${RECENCY_FALLOFF}::float8) as weight
            from history h join title_similarities ts on ts.title_id = h.id
           where ts.similar_id not in (select id from history)
        ),
        strongest as (
          select distinct on (id) id, seed from contributions order by id, weight desc, seed
        )
        select c.id, sum(c.weight)::float8 as score, s.seed as "becauseId"
          from contributions c join strongest s using (id)
         group by c.id, s.seed
         order by score desc, c.id
         limit ${limit}`,
    );
  }

  /** The most watched titles, those with an audio track in this language (ISO 639-1) first. */
  async popularIds(spoken: string, limit: number): Promise<number[]> {
    const found = await rows<{ id: number }>(
      this.db,
      sql`select id from titles
           order by (${spoken} = any(audio_languages)) desc, view_count desc, id
           limit ${limit}`,
    );
    return found.map((row) => row.id);
  }

  /** The titles most like one title, closest first, leaving out those the profile watched. */
  async similarTo(titleId: number, profileId: number, limit: number): Promise<number[]> {
    const found = await rows<{ id: number }>(
      this.db,
      sql`select similar_id as id from title_similarities
           where title_id = ${titleId}
             and similar_id not in (select id from (${historyOf(profileId)}) h)
           order by score desc, similar_id
           limit ${limit}`,
    );
    return found.map((row) => row.id);
  }

  /** The genres of what the profile watched, the most watched first. */
  async likedGenres(profileId: number): Promise<string[]> {
    const found = await rows<{ slug: string }>(
      this.db,
      sql`select g.slug from (${historyOf(profileId)}) h
            join title_genres tg on tg.title_id = h.id
            join genres g on g.id = tg.genre_id
           group by g.slug
           order by count(*) desc, min(h.place), g.slug`,
    );
    return found.map((row) => row.slug);
  }

  /** The actor who leads most of what the profile watched (two titles at least), with their other titles. */
  async favouriteActor(profileId: number): Promise<{ slug: string; name: string; titleIds: number[] } | null> {
    const [actor] = await rows<{ slug: string; name: string; titleIds: number[] }>(
      this.db,
      sql`with history as (${historyOf(profileId)}),
        favourite as (
          select c.person_id from credits c join history h on h.id = c.title_id
           where c.department = 'acting' and c.position < 6
           group by c.person_id having count(distinct h.id) >= 2
           order by count(distinct h.id) desc, min(h.place), c.person_id
           limit 1
        )
        select p.slug, p.name,
               array(select c.title_id from credits c join titles t on t.id = c.title_id
                      where c.person_id = p.id and c.department = 'acting'
                        and c.title_id not in (select id from history)
                      group by c.title_id, t.view_count order by t.view_count desc, c.title_id) as "titleIds"
          from favourite f join people p on p.id = f.person_id`,
    );
    return actor ?? null;
  }
}
