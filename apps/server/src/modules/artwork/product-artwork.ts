import { titleArtwork, type Artwork } from '../../platform/demo/demo-artwork';

/** The demo product shapes, by the last part of a product's slug. */
const shapeOfKind: Record<string, string> = {
  tee: 'tshirt',
  hoodie: 'hoodie',
  cap: 'cap',
  mug: 'mug',
  poster: 'poster',
  tote: 'tote',
  pin: 'pin',
  notebook: 'notebook',
  soundtrack: 'disc',
  'art-pack': 'artpack',
};

/** Outlines on an 800 × 800 canvas; the title's artwork shows through each. */
const outlines: Record<string, string> = {
  tshirt:
    'M250 140 L330 110 Q400 160 470 110 L550 140 L680 250 L610 330 L560 290 L560 690 L240 690 L240 290 L190 330 L120 250 Z',
  hoodie:
    'M260 170 Q400 60 540 170 L690 280 L630 360 L570 320 L570 700 L230 700 L230 320 L170 360 L110 280 Z M330 170 Q400 250 470 170 Q400 120 330 170 Z',
  cap: 'M180 470 Q190 240 400 230 Q610 240 620 470 Z M600 450 Q720 470 720 520 Q660 540 560 500 Z',
  mug: 'M230 220 L530 220 L520 640 Q520 670 490 670 L270 670 Q240 670 240 640 Z M530 300 Q650 300 650 420 Q650 540 525 540 L527 490 Q600 490 600 420 Q600 350 530 350 Z',
  poster: 'M200 110 L600 110 L600 690 L200 690 Z',
  tote: 'M190 300 L610 300 L640 700 L160 700 Z M290 300 Q290 130 400 130 Q510 130 510 300 L480 300 Q480 165 400 165 Q320 165 320 300 Z',
  pin: 'M400 140 L470 320 L660 330 L510 450 L560 640 L400 530 L240 640 L290 450 L140 330 L330 320 Z',
  notebook: 'M230 120 L590 120 Q610 120 610 140 L610 680 Q610 700 590 700 L230 700 Z',
  disc: 'M400 110 A290 290 0 1 1 399.9 110 Z M400 350 A50 50 0 1 0 400.1 350 Z',
  artpack: 'M170 220 L530 180 L570 560 L210 600 Z M250 260 L610 240 L630 620 L270 640 Z',
};

const SIZE = 800;

/**
 * A demo product picture: the product's outline (a T-shirt, a mug…) cut out of the artwork of
 * the title it belongs to, on a light studio background. The second picture of a product turns
 * the outline a little and uses another palette, as a second photograph would.
 */
export function productArtwork(slug: string, seed: number, position: number): Artwork {
  const kind = Object.keys(shapeOfKind).find((code) => slug.endsWith(`-${code}`)) ?? 'poster';
  const shape = shapeOfKind[kind] ?? 'poster';
  const art = titleArtwork(seed + position * 101, 'poster');
  const inner = art.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const turn = position === 0 ? 0 : -8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
  <radialGradient id="studio" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#f4f1ec"/><stop offset="1" stop-color="#d9d3ca"/></radialGradient>
  <clipPath id="outline"><path d="${outlines[shape]}" fill-rule="evenodd"/></clipPath>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#studio)"/>
<ellipse cx="400" cy="720" rx="260" ry="26" fill="#000" opacity="0.12"/>
<g transform="rotate(${turn} 400 400)">
  <g clip-path="url(#outline)"><svg x="0" y="0" width="800" height="800" viewBox="0 0 600 900" preserveAspectRatio="xMidYMid slice">${inner}</svg></g>
  <path d="${outlines[shape]}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="4" fill-rule="evenodd"/>
</g>
</svg>`;
  return { svg, width: SIZE, height: SIZE, color: '#e6e1d9' };
}
