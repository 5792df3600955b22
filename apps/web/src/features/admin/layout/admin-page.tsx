import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Every console page: where it sits (breadcrumbs from the console's root), its heading, the
 * actions that belong to it, and its content.
 */
export function AdminPage({
  title,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const trail: Crumb[] = [{ label: t('console'), to: '/admin' }, ...crumbs, { label: title }];
  return (
    <>
      <nav aria-label={t('breadcrumbs')} className="admin-crumbs">
        <ol>
          {trail.map((crumb, index) => (
            <li key={`${crumb.label}-${index}`}>
              {crumb.to && index < trail.length - 1 ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <bdi aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</bdi>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="admin-page__head">
        {/* Isolated: a name typed in another script, or a phone number, keeps its own direction. */}
        <h1>
          <bdi>{title}</bdi>
        </h1>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {children}
    </>
  );
}
