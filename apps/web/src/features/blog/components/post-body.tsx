import './post-body.css';

/**
 * A post's body: HTML rendered on the server from Markdown with raw HTML off, so it carries no
 * script or handler. The post's page and the console's live preview show it alike.
 */
export function PostBody({ html }: { html: string }) {
  return <div className="post-article__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
