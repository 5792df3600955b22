import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import { Award, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../../shared/i18n/use-locale-tag';
import { tagPath } from '../../catalogue-paths';
import { usePlayerLabel } from '../../format/use-credit-role';
import { formatDate } from '../../format/runtime';
import { numberFormat } from '../../../../shared/i18n/intl-formats';

/** Synopsis with the facts that do not fit the hero: audio languages, tags, views. */
export function AboutSection({ title }: { title: TitleDetail }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <section className="detail-section" aria-labelledby="about-heading">
      <h2 className="detail-section__title" id="about-heading">
        {t('detail.about')}
      </h2>
      {title.description && <p className="detail-description">{title.description}</p>}
      <dl className="fact-list">
        {title.audioLanguages.length > 0 && (
          <div>
            <dt>{t('detail.audio')}</dt>
            <dd>{title.audioLanguages.map((code) => languageNames.of(code) ?? code).join(', ')}</dd>
          </div>
        )}
        {title.releaseDate && (
          <div>
            <dt>{t('detail.released')}</dt>
            <dd>{formatDate(title.releaseDate, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.views')}</dt>
          <dd>{numberFormat(locale, { notation: 'compact' }).format(title.viewCount)}</dd>
        </div>
        {title.tags.length > 0 && (
          <div>
            <dt>{t('detail.tags')}</dt>
            <dd>
              <ul className="chip-list">
                {title.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link className="chip chip--quiet" to={tagPath(tag.slug)}>
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Wins and nominations, newest first. */
export function AwardsSection({ awards }: { awards: TitleDetail['awards'] }) {
  const { t } = useTranslation('catalogue');
  const numbers = numberFormat(useLocaleTag());
  if (awards.length === 0) return null;
  const wins = awards.filter((award) => award.outcome === 'win').length;
  const nominations = awards.length - wins;
  return (
    <section className="detail-section" aria-labelledby="awards-heading">
      <h2 className="detail-section__title" id="awards-heading">
        {t('detail.awards')}
      </h2>
      <p className="text-muted-rh">
        {t('detail.wins', { count: wins, formatted: numbers.format(wins) })} ·{' '}
        {t('detail.nominations', { count: nominations, formatted: numbers.format(nominations) })}
      </p>
      <ul className="award-list">
        {[...awards]
          .sort((a, b) => b.year - a.year)
          .map((award) => (
            <li key={`${award.name}-${award.year}`} className={`award award--${award.outcome}`}>
              {award.outcome === 'win' ? <Trophy aria-hidden size={18} /> : <Award aria-hidden size={18} />}
              <span className="award__name">{award.name}</span>
              <span className="award__meta">
                {award.year} · {t(`detail.outcome.${award.outcome}`)}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** The versions on offer: quality, language, player and when each was added. */
export function LinksTable({ links }: { links: TitleDetail['links'] }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  const playerLabel = usePlayerLabel();
  if (links.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="links-heading">
      <h2 className="detail-section__title" id="links-heading">
        {t('detail.links')}
      </h2>
      <div className="table-responsive">
        <table className="table links-table">
          <thead>
            <tr>
              <th scope="col">{t('detail.quality')}</th>
              <th scope="col">{t('detail.language')}</th>
              <th scope="col">{t('detail.player')}</th>
              <th scope="col">{t('detail.added')}</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={`${link.quality}-${link.language}-${link.player}`}>
                <td>{link.quality}</td>
                <td>{languageNames.of(link.language) ?? link.language}</td>
                <td>{playerLabel(link.player)}</td>
                <td>{formatDate(link.addedOn, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The trailer, when the title has one; it loads only when played. */
export function TrailerSection({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation('catalogue');
  if (!url) return null;
  return (
    <section className="detail-section" aria-labelledby="trailer-heading">
      <h2 className="detail-section__title" id="trailer-heading">
        {t('detail.trailer')}
      </h2>
      <video className="trailer" src={url} controls preload="none" aria-label={t('detail.trailerOf', { name })} />
    </section>
  );
}
