import { useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from '../theme/theme-context';

/**
 * WAI-ARIA tabs behaviour: which tab is selected, and arrow keys (mirrored right to left), Home
 * and End moving selection and focus along the tab list. Put `onKeyDown` on the tablist and
 * `tabRef(index)` on each tab.
 */
export function useTabs(count: number, initial = 0) {
  const { direction } = useTheme().settings;
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    let next: number | null = null;
    if (step) next = (selected + (direction === 'rtl' ? -step : step) + count) % count;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabs.current[index] = element;
  };
  return { selected, setSelected, onKeyDown, tabRef };
}
