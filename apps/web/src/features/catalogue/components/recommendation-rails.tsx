import type { RecommendationRail, RecommendedCard } from '@reelhouse/contracts/recommendations';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useRecommendations } from '../api/recommendations-query';
import { TitleRail } from './title-rail';

/** Why one card is recommended, in a line: the title it is like and a genre the profile likes. */
function ReasonLine({ card }: { card: RecommendedCard }) {
  const { t } = useTranslation('catalogue');
  const { watched, genre } = card.reason;
  if (watched && genre) return t('recommendations.reasonBoth', { title: watched.name, genre: genre.name });
  if (watched) return t('recommendations.reasonWatched', { title: watched.name });
  if (genre) return t('recommendations.reasonGenre', { genre: genre.name });
  return null;
}

/** The profile's own rails on the home page, each headed by why it is there. */
export function RecommendationRails() {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const recommendations = useRecommendations();
  const headingOf = (rail: RecommendationRail) => {
    switch (rail.kind) {
      case 'for_you':
        return t('recommendations.forYou');
      case 'because_watched':
        return t('recommendations.becauseWatched', { title: rail.title.name });
      case 'more_with':
        return t('recommendations.moreWith', { name: rail.person.name });
      case 'popular':
        return t('recommendations.popular', {
          language: new Intl.DisplayNames([locale], { type: 'language' }).of(rail.language) ?? rail.language,
        });
    }
  };
  return (recommendations.data?.rails ?? []).map((rail) =>
    rail.kind === 'for_you' ? (
      <TitleRail
        key={rail.kind}
        heading={headingOf(rail)}
        titles={rail.items}
        noteOf={(card) => <ReasonLine card={card} />}
      />
    ) : (
      <TitleRail key={rail.kind} heading={headingOf(rail)} titles={rail.items} />
    ),
  );
}
