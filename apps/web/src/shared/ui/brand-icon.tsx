/**
 * A brand logo (an SVG asset from simple-icons) drawn as a CSS mask, so it takes the current text
 * colour like the rest of the interface. Decorative: the link or button around it carries the name.
 */
export function BrandIcon({ src, className = '' }: { src: string; className?: string }) {
  return <span className={`brand-icon ${className}`} style={{ maskImage: `url("${src}")` }} aria-hidden />;
}
