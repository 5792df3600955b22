import type { SearchResults } from '@reelhouse/contracts/catalogue';
import { blogPostPath, episodePath, personPath, productPath, titlePath } from '@reelhouse/contracts/web-routes';
import {
  Clapperboard,
  MessageSquareQuote,
  Newspaper,
  Search,
  ShoppingBag,
  TvMinimalPlay,
  UserRound,
} from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useSearch } from '../api/catalogue-queries';
import { searchPath } from '../catalogue-paths';
import { useEntitlements } from '../../subscriptions';
import { momentDetail, momentPath } from '../moments';
import { RatingBadge } from '../../../shared/ui/rating-badge';
import './search-box.css';

const SUGGESTIONS_PER_GROUP = 4;
const DEBOUNCE_MS = 200;

interface Suggestion {
  key: string;
  to: string;
  icon: ReactNode;
  label: string;
  detail: ReactNode;
}

function suggestionsOf(
  results: SearchResults,
  describe: (key: string, values?: Record<string, unknown>) => string,
  entitled: ReturnType<typeof useEntitlements>,
) {
  const titles: Suggestion[] = results.titles.map((title) => ({
    key: `title-${title.slug}`,
    to: titlePath(title.kind, title.slug),
    icon: <Clapperboard aria-hidden size={18} />,
    label: title.name,
    detail: (
      <>
        {describe(`kind.${title.kind}`)} <RatingBadge rating={title.rating} />
      </>
    ),
  }));
  const episodes: Suggestion[] = results.episodes.map((episode) => ({
    key: `episode-${episode.id}`,
    to: episodePath(episode.title.slug, episode.seasonNumber, episode.number),
    icon: <TvMinimalPlay aria-hidden size={18} />,
    label: episode.name,
    detail: describe('search.episodeOf', {
      title: episode.title.name,
      season: episode.seasonNumber,
      episode: episode.number,
    }),
  }));
  const people: Suggestion[] = results.people.map((person) => ({
    key: `person-${person.slug}`,
    to: personPath(person.slug),
    icon: <UserRound aria-hidden size={18} />,
    label: person.name,
    detail: person.designation,
  }));
  const moments: Suggestion[] = results.moments.map((moment) => ({
    key: `moment-${moment.episode ? `e${moment.episode.id}` : moment.title.slug}`,
    to: momentPath(moment),
    icon: <MessageSquareQuote aria-hidden size={18} />,
    label: describe('search.momentQuote', { text: moment.text }),
    detail: momentDetail(moment, describe, entitled),
  }));
  const posts: Suggestion[] = results.posts.map((post) => ({
    key: `post-${post.slug}`,
    to: blogPostPath(post.slug),
    icon: <Newspaper aria-hidden size={18} />,
    label: post.title,
    detail: describe('search.post'),
  }));
  const products: Suggestion[] = results.products.map((product) => ({
    key: `product-${product.slug}`,
    to: productPath(product.slug),
    icon: <ShoppingBag aria-hidden size={18} />,
    label: product.name,
    detail: describe('search.product'),
  }));
  return [...titles, ...episodes, ...people, ...moments, ...posts, ...products];
}

/**
 * The header's search field: suggestions as you type (after a short pause), chosen with the arrow
 * keys and Enter or by pointer; Enter without a choice opens the full results page. Follows the
 * WAI-ARIA combobox pattern with a list box.
 */
export function SearchBox({
  onDone,
  autoFocus = false,
  initialText = '',
}: {
  onDone?: () => void;
  autoFocus?: boolean;
  /** What the field starts with: the results page's own box shows the query it answers. */
  initialText?: string;
}) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const results = useSearch(query, SUGGESTIONS_PER_GROUP);

  const entitled = useEntitlements();
  const suggestions = results.data && query ? suggestionsOf(results.data, t, entitled) : [];
  const options = query
    ? [
        ...suggestions,
        {
          key: 'all',
          to: searchPath(query),
          icon: <Search aria-hidden size={18} />,
          label: t('search.allResults', { query }),
          detail: null,
        },
      ]
    : [];
  const expanded = listOpen && options.length > 0;

  const go = (to: string) => {
    setListOpen(false);
    setActive(-1);
    void navigate(to);
    onDone?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end of the list comes back to it.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else {
        onDone?.();
      }
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? options[active] : undefined;
    if (chosen) go(chosen.to);
    else if (text.trim()) go(searchPath(text.trim()));
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('search.label')}
      </label>
      <Search aria-hidden size={20} className="search-box__icon" />
      <input
        id={`${id}-input`}
        className="form-control search-box__input"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('search.placeholder')}
        autoFocus={autoFocus}
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onFocus={() => setListOpen(true)}
        onBlur={() => setListOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        className="search-box__list surface-card"
        id={`${id}-list`}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-box__option"
            // Keep focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.to)}
            onMouseMove={() => setActive(index)}
          >
            <span className="search-box__option-icon">{option.icon}</span>
            <span className="search-box__option-text">
              <span className="search-box__option-label">{option.label}</span>
              {option.detail && <span className="search-box__option-detail">{option.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {expanded && results.data
          ? t('search.suggestionCount', { count: suggestions.length, formatted: String(suggestions.length) })
          : ''}
      </span>
    </form>
  );
}
