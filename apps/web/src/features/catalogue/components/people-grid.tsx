import type { PersonSummary } from '@reelhouse/contracts/catalogue';
import { personPath } from '@reelhouse/contracts/web-routes';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import './people-grid.css';

function PersonCard({ person }: { person: PersonSummary }) {
  return (
    <Link className="person-card" to={personPath(person.slug)}>
      <ResponsiveImage
        className="person-card__photo"
        image={person.profile}
        alt=""
        sizes="(min-width: 1200px) 160px, (min-width: 576px) 22vw, 40vw"
      />
      <span className="person-card__name">{person.name}</span>
      <span className="person-card__designation">{person.designation}</span>
    </Link>
  );
}

/** People as round portraits with name and designation; skeletons until they load. */
export function PeopleGrid({ people }: { people: readonly PersonSummary[] | undefined }) {
  return (
    <ul className="people-grid">
      {people
        ? people.map((person) => (
            <li key={person.slug}>
              <PersonCard person={person} />
            </li>
          ))
        : Array.from({ length: 12 }, (_, index) => (
            <li key={index} aria-hidden>
              <span className="person-card__photo skeleton" />
              <span className="skeleton skeleton--text mt-2" />
            </li>
          ))}
    </ul>
  );
}
