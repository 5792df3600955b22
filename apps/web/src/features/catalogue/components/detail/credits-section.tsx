import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import { personPath } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditRole } from '../../format/use-credit-role';
import { ResponsiveImage } from '../../../../shared/ui/responsive-image';
import './credits-section.css';

/** Cast first, then the crew grouped by department, each person linking to their page. */
export function CreditsSection({ credits }: { credits: TitleDetail['credits'] }) {
  const { t } = useTranslation('catalogue');
  const roleOf = useCreditRole();
  if (credits.length === 0) return null;
  const cast = credits.filter((group) => group.department === 'acting');
  const crew = credits.filter((group) => group.department !== 'acting');
  const groupOf = (group: TitleDetail['credits'][number]) => (
    <div className="credit-group" key={group.department}>
      <h3 className="credit-group__title">{t(`department.${group.department}`)}</h3>
      <ul className="credit-list">
        {group.people.map((person) => (
          <li key={`${person.slug}-${person.role}`}>
            <Link className="credit" to={personPath(person.slug)}>
              <ResponsiveImage className="credit__photo" image={person.profile} alt="" sizes="56px" />
              <span className="credit__text">
                <span className="credit__name">{person.name}</span>
                <span className="credit__role" dir="auto">
                  {roleOf(group.department, person.role)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section className="detail-section" aria-labelledby="credits-heading">
      <h2 className="detail-section__title" id="credits-heading">
        {t('detail.castAndCrew')}
      </h2>
      {cast.map(groupOf)}
      {crew.length > 0 && <div className="crew-grid">{crew.map(groupOf)}</div>}
    </section>
  );
}
