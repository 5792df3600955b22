import type { PersonDetail } from '@reelhouse/contracts/catalogue';
import { titlePath, webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { usePerson } from '../api/catalogue-queries';
import { DetailState } from '../components/detail/detail-state';
import { MissingItem } from '../../../shared/ui/missing-item';
import { RatingBadge } from '../../../shared/ui/rating-badge';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { TitleRail } from '../components/title-rail';
import { formatDate, formatYear } from '../format/runtime';
import { useCreditRole } from '../format/use-credit-role';
import { useItemSlug } from '../use-item-slug';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import '../components/detail/detail.css';
import './person-page.css';

function PersonFacts({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const height = numberFormat(locale, { style: 'unit', unit: 'centimeter' });
  const facts = [
    { key: 'knownFor', value: t(`department.${person.knownFor}`) },
    {
      key: 'born',
      value: person.birthday ? formatDate(person.birthday, locale) : null,
    },
    { key: 'birthPlace', value: person.birthPlace },
    { key: 'height', value: person.heightCm ? height.format(person.heightCm) : null },
    { key: 'alsoKnownAs', value: person.alsoKnownAs.length > 0 ? person.alsoKnownAs.join(', ') : null },
    {
      key: 'relatives',
      value:
        person.relatives.length > 0
          ? person.relatives.map((relative) => `${relative.name} (${relative.relation})`).join(', ')
          : null,
    },
  ].filter((fact) => fact.value);

  return (
    <dl className="person-facts surface-card">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{t(`person.${fact.key}`)}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      {person.officialSites.length > 0 && (
        <div>
          <dt>{t('person.officialSites')}</dt>
          <dd>
            <ul className="list-unstyled m-0">
              {person.officialSites.map((site) => (
                <li key={site}>
                  <a href={site} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {site.replace(/^https?:\/\//, '')}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

function PersonView({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const roleOf = useCreditRole();
  usePageTitle(person.name);
  const knownFor = [...new Map(person.filmography.map((credit) => [credit.title.slug, credit.title])).values()];
  return (
    <article className="container-xxl person-page">
      <div className="person-page__head">
        <ResponsiveImage
          className="person-page__photo"
          image={person.profile}
          alt={t('person.photoAlt', { name: person.name })}
          sizes="(min-width: 768px) 280px, 60vw"
          priority
        />
        <div className="person-page__intro">
          <span className="eyebrow">{person.designation}</span>
          <h1 className="person-page__name">{person.name}</h1>
          <PersonFacts person={person} />
        </div>
      </div>
      {person.biography && (
        <section className="detail-section" aria-labelledby="biography">
          <h2 className="detail-section__title" id="biography">
            {t('person.biography')}
          </h2>
          <p className="detail-description">{person.biography}</p>
        </section>
      )}
      {knownFor.length > 0 && <TitleRail heading={t('person.knownFor')} titles={knownFor} />}
      {person.filmography.length > 0 && (
        <section className="detail-section" aria-labelledby="filmography">
          <h2 className="detail-section__title" id="filmography">
            {t('person.filmography')}
          </h2>
          <div className="table-responsive">
            <table className="table links-table">
              <thead>
                <tr>
                  <th scope="col">{t('person.year')}</th>
                  <th scope="col">{t('person.title')}</th>
                  <th scope="col">{t('person.department')}</th>
                  <th scope="col">{t('person.role')}</th>
                </tr>
              </thead>
              <tbody>
                {person.filmography.map((credit) => (
                  <tr key={`${credit.title.slug}-${credit.department}-${credit.role}`}>
                    <td>{credit.title.releaseDate ? formatYear(credit.title.releaseDate, locale) : '—'}</td>
                    <td>
                      <Link to={titlePath(credit.title.kind, credit.title.slug)}>{credit.title.name}</Link>{' '}
                      <RatingBadge rating={credit.title.rating} />
                    </td>
                    <td>{t(`department.${credit.department}`)}</td>
                    <td dir="auto">{roleOf(credit.department, credit.role)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </article>
  );
}

function PersonSkeleton() {
  return (
    <div className="container-xxl person-page" aria-hidden>
      <div className="person-page__head">
        <span className="person-page__photo skeleton" />
        <div className="person-page__intro">
          <span className="skeleton" style={{ width: '8rem', height: '1rem' }} />
          <span className="skeleton" style={{ width: 'min(22rem, 80%)', height: '2.5rem' }} />
          <span className="skeleton" style={{ width: '100%', height: '8rem' }} />
        </div>
      </div>
    </div>
  );
}

/** /cast-detail/:slug (or ?slug=): a person, their facts, biography and filmography. */
export function PersonPage() {
  const { t } = useTranslation('catalogue');
  const slug = useItemSlug();
  const query = usePerson(slug);
  const missing = { listTo: webPaths.castViewAll, listLabel: t('cast.viewAll') };
  if (!slug) return <MissingItem {...missing} />;
  return (
    <DetailState query={query} skeleton={<PersonSkeleton />} missing={missing}>
      {(person) => <PersonView person={person} />}
    </DetailState>
  );
}
