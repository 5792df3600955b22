import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { usePopover } from '../../../shared/ui/use-popover';

interface ChoiceMenuProps<T> {
  label: string;
  icon: ReactNode;
  /** Shown beside the icon on wide screens: the current choice. */
  current?: string;
  options: { value: T; label: string }[];
  value: T;
  onChoose: (value: T) => void;
}

/** A control-bar button opening a list of choices (quality, subtitles, speed), the current one ticked. */
export function ChoiceMenu<T extends string | number>({
  label,
  icon,
  current,
  options,
  value,
  onChoose,
}: ChoiceMenuProps<T>) {
  const { open, setOpen, root } = usePopover();
  // The name holds what the button shows ("Quality: 720p"), so speech input can say what is seen.
  const name = current ? `${label}: ${current}` : label;
  return (
    <div className="player-menu" ref={root}>
      <button
        type="button"
        className="player-button"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        title={name}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {current && <span className="player-button__text">{current}</span>}
      </button>
      {open && (
        <ul className="player-menu__list" role="menu" aria-label={label}>
          {options.map((option) => (
            <li key={option.value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.value === value}
                className="player-menu__item"
                onClick={() => {
                  onChoose(option.value);
                  setOpen(false);
                }}
              >
                <Check aria-hidden size={16} className="player-menu__tick" />
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
