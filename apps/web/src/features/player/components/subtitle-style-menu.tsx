import {
  subtitleBackgrounds,
  subtitleColours,
  subtitleSizes,
  type PlayerSettings,
} from '@reelhouse/contracts/profiles';
import { Check, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '../../../shared/ui/use-popover';
import './subtitle-style.css';

type SubtitleStyle = PlayerSettings['subtitleStyle'];

/** The subtitles' look (size, colour, background), as players let viewers set it; each choice applies at once. */
export function SubtitleStyleMenu({
  value,
  onChange,
}: {
  value: SubtitleStyle;
  onChange: (next: SubtitleStyle) => void;
}) {
  const { t } = useTranslation('player');
  const { open, setOpen, root } = usePopover();
  const groups = [
    { key: 'size', options: subtitleSizes },
    { key: 'colour', options: subtitleColours },
    { key: 'background', options: subtitleBackgrounds },
  ] as const;
  return (
    <div className="player-menu" ref={root}>
      <button
        type="button"
        className="player-button"
        aria-label={t('subtitleStyle.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        title={t('subtitleStyle.label')}
        onClick={() => setOpen(!open)}
      >
        <Type aria-hidden />
      </button>
      {open && (
        <div className="player-menu__list subtitle-style-menu" role="menu" aria-label={t('subtitleStyle.label')}>
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`subtitle-style-${group.key}`}>
              <div className="subtitle-style-menu__heading" id={`subtitle-style-${group.key}`}>
                {t(`subtitleStyle.${group.key}`)}
              </div>
              {group.options.map((option) => (
                <button
                  key={option}
                  type="button"
                  role="menuitemradio"
                  aria-checked={value[group.key] === option}
                  className="player-menu__item"
                  onClick={() => onChange({ ...value, [group.key]: option })}
                >
                  <Check aria-hidden size={16} className="player-menu__tick" />
                  {t(`subtitleStyle.${group.key}s.${option}`)}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
