import MarkdownIt from 'markdown-it';

/**
 * Post bodies are Markdown rendered here, never HTML taken as written: with `html` off,
 * markdown-it escapes every tag in the source, and its link check refuses `javascript:`,
 * `vbscript:`, `file:` and most `data:` URLs, so no script, event handler or frame written into a
 * post can reach a page. What is left is links and images to plain addresses.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  // Links out of the site: no referrer and no ranking credit (the text is the operator's, but links age).
  if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('loading', 'lazy');
  return defaultImage ? defaultImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

export function renderPostMarkdown(source: string): string {
  return markdown.render(source);
}
