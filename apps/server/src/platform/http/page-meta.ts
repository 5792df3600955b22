import type { ImageSet } from '@reelhouse/contracts/catalogue';
import { defaultLanguage, isLanguage, type Language } from '@reelhouse/contracts/locales';
/** What a shared link to a page should unfurl as: its title, a summary and a picture. */
export interface PageMeta {
  title: string;
  description: string | null;
  /** Absolute URL of the preview image. */
  image: { url: string; width: number; height: number } | null;
  type: 'video.movie' | 'video.tv_show' | 'video.episode' | 'video.other' | 'profile' | 'article' | 'product';
}

/** What a page's link preview is: meta, 'not_found' for an address naming nothing, null for the site's own. */
export type PageMetaSource = (url: URL) => Promise<PageMeta | 'not_found' | null>;

/** Asks each source in turn; the first that knows the page answers. */
export const firstPageMeta =
  (sources: PageMetaSource[]): PageMetaSource =>
  async (url) => {
    for (const source of sources) {
      const meta = await source(url);
      if (meta !== null) return meta;
    }
    return null;
  };

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** At most `max` characters, cut at a word: Open Graph descriptions show about two lines. */
function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * index.html with the page's own `<title>`, description and Open Graph / Twitter tags in its head,
 * so link previews (which do not run scripts) show the title being shared.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta, site: { serviceName: string; url: string }): string {
  const title = `${meta.title} | ${site.serviceName}`;
  const properties: [string, string][] = [
    ['og:site_name', site.serviceName],
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:url', site.url],
  ];
  if (meta.description) properties.push(['og:description', summary(meta.description)]);
  if (meta.image) {
    properties.push(
      ['og:image', meta.image.url],
      ['og:image:width', String(meta.image.width)],
      ['og:image:height', String(meta.image.height)],
    );
  }
  const tags = [
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(site.url)}" />`,
  ].join('');

  let html = indexHtml.replace(/<title>[^<]*<\/title>/, '');
  html = html.replace(/<meta name="description"[^>]*>/, '');
  const description = meta.description
    ? `<meta name="description" content="${escapeHtml(summary(meta.description))}" />`
    : '';
  // A function, so that a `$&` in a title stays text instead of naming the matched `</head>`.
  return html.replace('</head>', () => `<title>${escapeHtml(title)}</title>${description}${tags}</head>`);
}

/** The largest WebP of an image set, which every link-preview service can read. */
export function previewImage(image: ImageSet | null, origin: string): PageMeta['image'] {
  if (!image?.formats.includes('webp')) return null;
  const width = Math.max(...image.widths);
  return {
    url: `${origin}${image.path}-${width}.webp`,
    width,
    height: Math.round((width * image.height) / image.width),
  };
}

/** The language a page's address asks for (`?lang=`), else the default: its preview is in it. */
export function previewLanguage(url: URL): Language {
  const asked = url.searchParams.get('lang');
  return isLanguage(asked) ? asked : defaultLanguage;
}

/**
 * The item a detail page names: the path's last part (`/…-detail/:slug`), else the first of the
 * query parameters given that is present (the original product's `?slug=` links).
 */
export function itemSlug(pathPart: string | undefined, url: URL, queryNames: string[] = ['slug']): string | null {
  if (pathPart) return decodeURIComponent(pathPart);
  for (const name of queryNames) {
    const value = url.searchParams.get(name);
    if (value) return value;
  }
  return null;
}
