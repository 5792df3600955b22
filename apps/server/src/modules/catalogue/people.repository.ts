import { sql } from 'drizzle-orm';
import type { PersonDetail } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { titleCardColumns, titleTextJoins, visibleTitles, type Visibility } from './catalogue-sql';
import { imageJson, translated, translationJoins } from '../../platform/sql';
import type { TitleCardRow } from './titles.repository';

type PersonRow = Omit<PersonDetail, 'filmography'>;

const personColumns = sql`p.slug, p.name, ${translated('pt', 'designation')} as designation, p.known_for as "knownFor",
  ${imageJson(sql`p.profile_image_id`)} as profile`;

export class PeopleRepository {
  constructor(private readonly db: Db) {}

  async list(lang: Language, page: number, limit: number): Promise<{ rows: PersonRow[]; total: number }> {
    const result = await rows<PersonRow & { total: number }>(
      this.db,
      sql`
      select ${personColumns}, count(*) over ()::int as total
        from people p ${translationJoins('person_translations', 'pt', 'person_id', 'p.id', lang)}
       order by p.name, p.id limit ${limit} offset ${(page - 1) * limit}`,
    );
    return { rows: result, total: result[0]?.total ?? 0 };
  }

  async findBySlug(slug: string, lang: Language): Promise<PersonRow | null> {
    const result = await rows<PersonRow>(
      this.db,
      sql`
      select ${personColumns}, to_char(p.birthday, 'YYYY-MM-DD') as birthday, p.birth_place as "birthPlace",
             p.also_known_as as "alsoKnownAs", p.height_cm as "heightCm", p.relatives, p.official_sites as "officialSites",
             ${translated('pt', 'biography')} as biography
        from people p ${translationJoins('person_translations', 'pt', 'person_id', 'p.id', lang)}
       where p.slug = ${slug}`,
    );
    return result[0] ?? null;
  }

  /** Everything the person is credited on that the viewer may see, newest first. */
  async filmography(slug: string, lang: Language, visibility: Visibility) {
    const result = await rows<
      TitleCardRow & { department: PersonDetail['filmography'][number]['department']; role: string }
    >(
      this.db,
      sql`
      select ${titleCardColumns(lang)}, c.department, c.role
        from credits c join people p on p.id = c.person_id join titles t on t.id = c.title_id ${titleTextJoins(lang)}
       where p.slug = ${slug} and ${visibleTitles(visibility)}
       order by t.release_date desc nulls last, t.id, c.department`,
    );
    return result;
  }
}
