import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from './reduced-motion';

export const COLLAPSE_TRANSITION_MS = 300;

interface CollapseProps {
  open: boolean;
  id: string;
  children: ReactNode;
  className?: string;
}

/**
 * Animates its height between 0 and the content's height over 300 ms (the product's collapse
 * timing). Closed content is `hidden`, so it leaves the tab order and the accessibility tree.
 */
export function Collapse({ open, id, children, className }: CollapseProps) {
  const element = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    if (first.current) {
      first.current = false;
      node.hidden = !open;
      return;
    }
    const reduced = prefersReducedMotion();
    node.hidden = false;
    const full = `${node.scrollHeight}px`;
    const animation = node.animate(
      open ? [{ height: '0px' }, { height: full }] : [{ height: full }, { height: '0px' }],
      {
        duration: reduced ? 0 : COLLAPSE_TRANSITION_MS,
        easing: 'ease',
      },
    );
    node.style.overflow = 'hidden';
    animation.onfinish = () => {
      node.style.overflow = '';
      node.hidden = !open;
    };
    return () => animation.cancel();
  }, [open]);

  return (
    <div ref={element} id={id} className={className}>
      {children}
    </div>
  );
}
