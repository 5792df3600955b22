import { describe, expect, it } from 'vitest';
import { renderPostMarkdown } from './post-markdown';

describe('renderPostMarkdown', () => {
  it('renders the Markdown a post is written in', () => {
    const html = renderPostMarkdown('## Behind the scenes\n\nA **long** night, *one* take.\n\n- first\n- second');
    expect(html).toContain('<h2>Behind the scenes</h2>');
    expect(html).toContain('<strong>long</strong>');
    expect(html).toContain('<li>second</li>');
  });

  it('shows a script tag as text instead of running it', () => {
    const html = renderPostMarkdown('Before <script>alert(1)</script> after');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves no event handler attribute in the page', () => {
    const html = renderPostMarkdown('<img src="x" onerror="alert(1)">\n\n<a href="#" onclick="steal()">x</a>');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<a[^>]*onclick/i);
    expect(html).toContain('&lt;img src=');
  });

  it('refuses script addresses in links and images', () => {
    const html = renderPostMarkdown('[click](javascript:alert(1)) ![pic](javascript:alert(2)) [v](vbscript:x)');
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('src="javascript:');
    expect(html).not.toContain('href="vbscript:');
  });

  it('marks links out of the site and loads images lazily', () => {
    const html = renderPostMarkdown('[out](https://example.org/a) [in](/blogs) ![pic](/media/images/a-640.webp)');
    expect(html).toContain('<a href="https://example.org/a" rel="nofollow noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/blogs">in</a>');
    expect(html).toContain('loading="lazy"');
  });
});
