/**
 * Whether the viewer asked the system for less motion: animations and moving previews hold back.
 * A page drawn on the server cannot know, and draws nothing that moves.
 */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
