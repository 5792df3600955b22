import { describe, expect, it } from 'vitest';
import { withPageMeta } from './page-meta';

const index =
  '<!doctype html><html><head><title>Reelhouse</title><meta name="description" content="Default" /></head><body></body></html>';
const site = { serviceName: 'Reelhouse', url: 'https://tv.example/movies-detail/x' };

describe('withPageMeta', () => {
  it('replaces the title and description and adds Open Graph tags, escaped', () => {
    const html = withPageMeta(
      index,
      {
        title: 'Tom & "Jerry" <3',
        description: 'A chase.',
        image: { url: 'https://tv.example/media/images/x-1280.webp', width: 1280, height: 720 },
        type: 'video.movie',
      },
      site,
    );
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;3 | Reelhouse</title>');
    expect(html).not.toContain('<title>Reelhouse</title>');
    expect(html).not.toContain('Default');
    expect(html).toContain('<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;3" />');
    expect(html).toContain('<meta property="og:image" content="https://tv.example/media/images/x-1280.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://tv.example/movies-detail/x" />');
  });

  it("keeps a title with replacement patterns ($& and $') as text", () => {
    const html = withPageMeta(
      index,
      { title: "Save $& now $'", description: null, image: null, type: 'video.movie' },
      site,
    );
    expect(html).toContain('<title>Save $&amp; now $&#39; | Reelhouse</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('shortens a long description at a word boundary', () => {
    const html = withPageMeta(
      index,
      { title: 'T', description: 'word '.repeat(100), image: null, type: 'profile' },
      site,
    );
    const content = /og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content.endsWith('word…')).toBe(true);
    expect(html).toContain('content="summary"');
  });
});
