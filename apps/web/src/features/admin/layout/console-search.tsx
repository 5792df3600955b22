import type { ConsoleSearch } from '@reelhouse/contracts/console-search';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useConsoleSearch } from '../api/admin-queries';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

interface Hit {
  key: string;
  to: string;
  name: string;
  detail: string;
  picture: ConsoleSearch['titles'][number]['poster'];
}

/**
 * The top bar's search over everything the console opens (titles in any status, people, and for
 * admins members and orders): a WAI-ARIA combobox whose list is grouped by kind; arrows move, Enter opens, Escape closes.
 */
export function ConsoleSearchBox({ forAdmin }: { forAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const { t: tShop } = useTranslation('shop');
  const money = useMoney();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim(), 250);
  const found = useConsoleSearch(q);

  const groups: { label: string; hits: Hit[] }[] = found.data
    ? [
        {
          label: t('nav.titles'),
          hits: found.data.titles.map((title) => ({
            key: `title:${title.slug}`,
            to: `/admin/titles/${title.slug}`,
            name: title.name,
            detail: `${tCatalogue(`kind.${title.kind}`)} · ${t(`titles.status.${title.status}`)}`,
            picture: title.poster,
          })),
        },
        {
          label: t('nav.people'),
          hits: found.data.people.map((person) => ({
            key: `person:${person.slug}`,
            to: `/admin/people/${person.slug}`,
            name: person.name,
            detail: tCatalogue(`department.${person.knownFor}`),
            picture: person.portrait,
          })),
        },
        {
          label: t('nav.orders'),
          hits: found.data.orders.map((order) => ({
            key: `order:${order.number}`,
            to: `/admin/orders/${order.number}`,
            name: `#${order.number}`,
            detail: [order.customer, tShop(`status.${order.status}`), money(order.totalPaise)].join(' · '),
            picture: null,
          })),
        },
        {
          label: t('nav.members'),
          hits: found.data.members.map((member) => ({
            key: `member:${member.id}`,
            to: `/admin/members/${member.id}`,
            name: member.name,
            detail: [member.mobile, member.email].filter(Boolean).join(' · '),
            picture: null,
          })),
        },
      ].filter((group) => group.hits.length > 0)
    : [];
  const hits = groups.flatMap((group) => group.hits);
  const shown = open && q !== '' && found.data !== undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (hit: Hit) => {
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate(hit.to);
  };

  return (
    <div className="console-search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <Search aria-hidden size={16} className="console-search__icon" />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        className="form-control form-control-sm"
        placeholder={t(forAdmin ? 'search.placeholderAdmin' : 'search.placeholder')}
        autoComplete="off"
        maxLength={100}
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (hits.length === 0 ? -1 : (current + step + hits.length) % hits.length));
          } else if (event.key === 'Enter' && shown) {
            const hit = hits[active >= 0 ? active : 0];
            if (hit) {
              event.preventDefault();
              go(hit);
            }
          }
        }}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        className="console-search__list"
        hidden={!shown}
        aria-label={t('search.label')}
      >
        {hits.length === 0 && <p className="console-search__empty">{t('search.nothing', { q })}</p>}
        {groups.map((group) => (
          <div key={group.label} role="group" aria-label={group.label}>
            <p className="console-search__group" aria-hidden>
              {group.label}
            </p>
            {group.hits.map((hit) => {
              const index = hits.indexOf(hit);
              return (
                <div
                  key={hit.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="console-search__option"
                  // Chosen before the box loses focus and closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(hit);
                  }}
                >
                  <span className="console-search__picture">
                    {hit.picture && <ResponsiveImage image={hit.picture} alt="" sizes="32px" />}
                  </span>
                  <span>
                    <bdi className="console-search__name">{hit.name}</bdi>
                    <span className="console-search__detail" dir="auto">
                      {hit.detail}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
