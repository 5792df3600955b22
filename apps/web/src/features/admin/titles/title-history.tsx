import type { AuditLine } from '@reelhouse/contracts/catalogue-admin';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useTitleHistory } from '../api/admin-queries';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/** The fields a change touched, as the history names them (the labels of the form's fields). */
const fieldLabels: Record<string, string> = {
  slug: 'editor.fields.slug',
  status: 'editor.fields.status',
  rating: 'editor.fields.rating',
  ratingReason: 'editor.fields.ratingReason',
  accessTier: 'editor.fields.tier',
  publishAt: 'editor.fields.publishAt',
  availableAt: 'editor.fields.availableAt',
  leavingAt: 'editor.fields.leavingAt',
  releaseDate: 'editor.fields.releaseDate',
  runtimeMinutes: 'editor.fields.runtime',
  audioLanguages: 'editor.fields.audioLanguages',
  genres: 'editor.fields.genres',
  tags: 'editor.fields.tags',
  trailerUrl: 'editor.fields.trailerUrl',
  translations: 'editor.sections.texts',
  images: 'editor.history.pictures',
};

/** Who changed this title, what and when, newest first. */
export function TitleHistory({ slug }: { slug: string }) {
  const { t } = useTranslation('admin');
  const history = useTitleHistory(slug);
  const when = dateFormat(useLocaleTag(), { dateStyle: 'medium', timeStyle: 'short' });
  const changed = (line: AuditLine) =>
    Object.keys(line.details)
      .map((field) => (fieldLabels[field] ? t(fieldLabels[field]) : field))
      .join(', ');
  return (
    <section className="admin-card" aria-labelledby="title-history">
      <h2 id="title-history">{t('editor.sections.history')}</h2>
      {history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : history.data?.items.length === 0 ? (
        <p className="text-muted-rh">{t('editor.history.empty')}</p>
      ) : (
        <ol className="title-history">
          {history.data?.items.map((line) => (
            <li key={line.id}>
              <time dateTime={line.at}>{when.format(new Date(line.at))}</time>
              <span>
                <strong dir="auto">{line.actor ?? t('editor.history.unknownActor')}</strong>{' '}
                {t(`editor.history.actions.${line.action}`, { defaultValue: line.action })}
                {line.action === 'title.update' && `: ${changed(line)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
