/**
 * Demo artwork drawn as SVG: a palette and a motif picked by a seed, so every title has its own
 * poster, backdrop and thumbnail, and every person a portrait. No text: art reads the same in
 * every language, and names are printed by the page.
 */

interface Palette {
  from: string;
  to: string;
  accent: string;
  second: string;
  light: string;
}

const palettes: Palette[] = [
  { from: '#3b1d60', to: '#0d0a1c', accent: '#ff8a3d', second: '#c2185b', light: '#ffe0b2' },
  { from: '#0f3a4a', to: '#06141b', accent: '#4dd0e1', second: '#00897b', light: '#e0f7fa' },
  { from: '#46140f', to: '#120505', accent: '#ffb300', second: '#e53935', light: '#fff3e0' },
  { from: '#1e2a1c', to: '#070a07', accent: '#c0ca33', second: '#43a047', light: '#f1f8e9' },
  { from: '#14355f', to: '#081427', accent: '#64b5f6', second: '#7e57c2', light: '#e3f2fd' },
  { from: '#5d1a3a', to: '#1b0b14', accent: '#f48fb1', second: '#ff7043', light: '#fce4ec' },
  { from: '#263238', to: '#0b0f11', accent: '#ffd54f', second: '#90a4ae', light: '#eceff1' },
  { from: '#1a237e', to: '#07091f', accent: '#ff4081', second: '#536dfe', light: '#e8eaf6' },
  { from: '#3e2723', to: '#120b09', accent: '#ffab91', second: '#8d6e63', light: '#efebe9' },
  { from: '#004d40', to: '#00140f', accent: '#ffca28', second: '#26a69a', light: '#e0f2f1' },
  { from: '#311b92', to: '#0c0524', accent: '#18ffff', second: '#b388ff', light: '#ede7f6' },
  { from: '#4a148c', to: '#12031f', accent: '#ffee58', second: '#ec407a', light: '#f3e5f5' },
];

/** A tiny deterministic generator, so the same seed always draws the same picture. */
function generator(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

type Motif = (width: number, height: number, palette: Palette, random: () => number) => string;

const sun: Motif = (w, h, p, r) => {
  const cy = h * (0.35 + r() * 0.2);
  const radius = Math.min(w, h) * (0.22 + r() * 0.12);
  const lines = Array.from({ length: 7 }, (_, i) => {
    const y = cy + radius * 0.3 + i * (h * 0.045);
    return `<rect x="0" y="${y.toFixed(1)}" width="${w}" height="${(h * 0.012 + i).toFixed(1)}" fill="${p.to}" opacity="0.9"/>`;
  }).join('');
  return `<circle cx="${w / 2}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="url(#accent)"/>${lines}`;
};

const waves: Motif = (w, h, p, r) =>
  Array.from({ length: 5 }, (_, i) => {
    const base = h * (0.45 + i * 0.11);
    const amplitude = h * (0.03 + r() * 0.04);
    const phase = r() * w;
    const points = Array.from({ length: 13 }, (_, k) => {
      const x = (k / 12) * w;
      return `${x.toFixed(1)},${(base + Math.sin((x + phase) / (w / 4)) * amplitude).toFixed(1)}`;
    }).join(' L');
    const fill = i % 2 === 0 ? p.accent : p.second;
    return `<path d="M${points} L${w},${h} L0,${h} Z" fill="${fill}" opacity="${(0.35 + i * 0.12).toFixed(2)}"/>`;
  }).join('');

const mountains: Motif = (w, h, p, r) =>
  Array.from({ length: 4 }, (_, i) => {
    const base = h * (0.55 + i * 0.12);
    const peaks = Array.from(
      { length: 5 },
      (_, k) => `${((k / 4) * w).toFixed(1)},${(base - h * (0.08 + r() * 0.22)).toFixed(1)}`,
    );
    const fill = [p.second, p.accent, p.from, p.to][i];
    return `<polygon points="0,${h} ${peaks.join(' ')} ${w},${h}" fill="${fill}" opacity="${(0.55 + i * 0.15).toFixed(2)}"/>`;
  }).join('') +
  `<circle cx="${(w * (0.2 + r() * 0.6)).toFixed(1)}" cy="${(h * 0.22).toFixed(1)}" r="${(Math.min(w, h) * 0.08).toFixed(1)}" fill="${p.light}" opacity="0.9"/>`;

const rings: Motif = (w, h, p, r) => {
  const cx = w * (0.3 + r() * 0.4);
  const cy = h * (0.3 + r() * 0.3);
  return Array.from({ length: 9 }, (_, i) => {
    const radius = Math.max(w, h) * (0.06 + i * 0.07);
    const stroke = i % 3 === 0 ? p.accent : i % 3 === 1 ? p.second : p.light;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="none" stroke="${stroke}" stroke-width="${(Math.min(w, h) * 0.012).toFixed(1)}" opacity="${(0.9 - i * 0.08).toFixed(2)}"/>`;
  }).join('');
};

const skyline: Motif = (w, h, p, r) => {
  const count = 11;
  const bars = Array.from({ length: count }, (_, i) => {
    const barWidth = w / count;
    const top = h * (0.35 + r() * 0.4);
    const windows = Array.from({ length: 6 }, (_, k) =>
      r() > 0.45
        ? `<rect x="${(i * barWidth + barWidth * 0.3).toFixed(1)}" y="${(top + 12 + k * h * 0.05).toFixed(1)}" width="${(barWidth * 0.16).toFixed(1)}" height="${(h * 0.018).toFixed(1)}" fill="${p.light}" opacity="0.75"/>`
        : '',
    ).join('');
    return `<rect x="${(i * barWidth).toFixed(1)}" y="${top.toFixed(1)}" width="${(barWidth * 0.92).toFixed(1)}" height="${h}" fill="${i % 2 ? p.to : p.from}"/>${windows}`;
  }).join('');
  return `<circle cx="${(w * 0.72).toFixed(1)}" cy="${(h * 0.24).toFixed(1)}" r="${(Math.min(w, h) * 0.14).toFixed(1)}" fill="url(#accent)"/>${bars}`;
};

const orbit: Motif = (w, h, p, r) => {
  const cx = w / 2;
  const cy = h * 0.45;
  const ellipses = Array.from({ length: 4 }, (_, i) => {
    const rx = w * (0.25 + i * 0.1);
    const ry = h * (0.06 + i * 0.035);
    return `<ellipse cx="${cx}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="none" stroke="${i % 2 ? p.second : p.light}" stroke-width="2" opacity="0.6" transform="rotate(${(-20 + r() * 40).toFixed(1)} ${cx} ${cy.toFixed(1)})"/>`;
  }).join('');
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(0.6 + r() * 1.8).toFixed(1)}" fill="${p.light}" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`,
  ).join('');
  return `${stars}<circle cx="${cx}" cy="${cy.toFixed(1)}" r="${(Math.min(w, h) * 0.16).toFixed(1)}" fill="url(#accent)"/>${ellipses}`;
};

const motifs: Motif[] = [sun, waves, mountains, rings, skyline, orbit];

function frame(width: number, height: number, palette: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
  <radialGradient id="accent" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${palette.light}"/><stop offset="0.45" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.second}"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}<rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

export interface Artwork {
  svg: string;
  width: number;
  height: number;
  /** The colour pages paint while the picture loads. */
  color: string;
}

/** A title's picture at a given shape: posters are 2:3, backdrops and thumbnails 16:9. */
export function titleArtwork(seed: number, shape: 'poster' | 'backdrop'): Artwork {
  const random = generator(seed + (shape === 'poster' ? 0 : 7919));
  const palette = palettes[seed % palettes.length] as Palette;
  const motif = motifs[(seed * 7 + (shape === 'poster' ? 0 : 3)) % motifs.length] as Motif;
  const [width, height] = shape === 'poster' ? [600, 900] : [1280, 720];
  return {
    svg: frame(width, height, palette, motif(width, height, palette, random)),
    width,
    height,
    color: palette.from,
  };
}

/** A neutral portrait: a head-and-shoulders silhouette on the person's own palette. */
export function portraitArtwork(seed: number): Artwork {
  const random = generator(seed + 104729);
  const palette = palettes[(seed * 5) % palettes.length] as Palette;
  const size = 480;
  const headY = size * (0.36 + random() * 0.04);
  const body = `<circle cx="${size / 2}" cy="${headY.toFixed(1)}" r="${(size * 0.17).toFixed(1)}" fill="${palette.light}" opacity="0.92"/>
<path d="M${size * 0.16},${size} C${size * 0.18},${size * 0.66} ${size * 0.82},${size * 0.66} ${size * 0.84},${size} Z" fill="${palette.accent}" opacity="0.9"/>`;
  return {
    svg: frame(size, size, palette, rings(size, size, palette, random) + body),
    width: size,
    height: size,
    color: palette.from,
  };
}
