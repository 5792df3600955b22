/** Whether the viewer asked the system for less motion: animations and moving previews hold back. */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
