import type {
  BlogCommentCreated,
  BlogCommentInput,
  BlogListQuery,
  BlogPostDetail,
  BlogPostPage,
} from '@reelhouse/contracts/blog';
import type { Language } from '@reelhouse/contracts/locales';
import { AppError } from '../../platform/errors/app-error';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';
import type { BlogCommentsRepository } from './blog-comments.repository';
import type { BlogPostsRepository, PostDetailRow } from './blog-posts.repository';
import type { BlogTaxonomyRepository } from './blog-taxonomy.repository';
import { audioTypeOf } from './blog-audio';
import { renderPostMarkdown } from './post-markdown';

/** Enough for a lively discussion; too few for a robot. */
const commentsPerIp: Limit = { max: 10, windowMs: 60 * 60_000 };

export interface CommentAuthor {
  ip: string;
  userId: number | null;
}

/** The blog as readers see it: visible posts, their filters and counts, comments under moderation. */
export class BlogService {
  constructor(
    private readonly repos: {
      posts: BlogPostsRepository;
      taxonomy: BlogTaxonomyRepository;
      comments: BlogCommentsRepository;
    },
    private readonly options: {
      limiter: RateLimiter;
      commentsDefaultStatus: 'pending' | 'published';
      onContentChange: () => void;
    },
  ) {}

  async list(query: BlogListQuery): Promise<BlogPostPage> {
    const { lang, page, limit } = query;
    const filters = await this.filterNames(query);
    const { rows, total } = await this.repos.posts.list(query, lang, page, limit);
    return {
      items: rows.map(({ id: _id, ...card }) => card),
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
      filters,
    };
  }

  async post(slug: string, lang: Language): Promise<BlogPostDetail> {
    const row = await this.visiblePost(slug, lang);
    const [neighbours, gallery] = await Promise.all([
      this.repos.posts.neighbours(row.id, lang),
      row.format === 'gallery' ? this.repos.posts.gallery(row.id, lang) : Promise.resolve([]),
    ]);
    return { ...detailOf(row), gallery, ...neighbours };
  }

  async recent(lang: Language, limit: number) {
    const { rows } = await this.repos.posts.list({}, lang, 1, limit);
    return rows.map(({ id: _id, ...card }) => card);
  }

  categories(lang: Language) {
    return this.repos.taxonomy.terms('category', lang);
  }

  tags(lang: Language) {
    return this.repos.taxonomy.terms('tag', lang);
  }

  authors(lang: Language) {
    return this.repos.taxonomy.authors(lang);
  }

  archive() {
    return this.repos.taxonomy.archive();
  }

  search(query: string, lang: Language, limit: number) {
    return this.repos.taxonomy.search(query, lang, limit);
  }

  async comments(slug: string, page: number, limit: number) {
    const { rows, total } = await this.repos.comments.published(await this.visibleId(slug), page, limit);
    return { items: rows, page, limit, total, totalPages: Math.ceil(total / limit) };
  }

  async addComment(slug: string, input: BlogCommentInput, author: CommentAuthor): Promise<BlogCommentCreated> {
    const verdict = await this.options.limiter.consume(`blog-comment:ip:${author.ip}`, commentsPerIp);
    if (!verdict.allowed) {
      throw new AppError('rate_limited', 'You have commented several times already. Please try again later.', {
        headers: { 'retry-after': String(Math.ceil(verdict.retryAfterMs / 1000)) },
      });
    }
    const postId = await this.visibleId(slug);
    const status = this.options.commentsDefaultStatus;
    // The hidden field is filled only by robots: they get the same answer and nothing is kept.
    if (input.website) return { status };
    await this.repos.comments.create(postId, author.userId, input, status);
    if (status === 'published') this.options.onContentChange();
    return { status };
  }

  /** The moderation queue (or the published comments), for operators. */
  async moderationQueue(status: 'pending' | 'published', page: number, limit: number) {
    const { rows, total } = await this.repos.comments.byStatus(status, page, limit);
    return { items: rows, page, limit, total, totalPages: Math.ceil(total / limit) };
  }

  async publishComment(id: number): Promise<void> {
    if (!(await this.repos.comments.publish(id))) throw new AppError('not_found', 'There is no such comment.');
    this.options.onContentChange();
  }

  async removeComment(id: number): Promise<void> {
    if (!(await this.repos.comments.remove(id))) throw new AppError('not_found', 'There is no such comment.');
    this.options.onContentChange();
  }

  private async visibleId(slug: string): Promise<number> {
    const id = await this.repos.posts.visibleId(slug);
    if (id === null) throw new AppError('not_found', 'There is no such post.');
    return id;
  }

  private async visiblePost(slug: string, lang: Language): Promise<PostDetailRow> {
    const row = await this.repos.posts.bySlug(slug, lang);
    if (!row) throw new AppError('not_found', 'There is no such post.');
    return row;
  }

  /** The names a filtered list is headed with; a filter naming nothing that exists is a 404. */
  private async filterNames({ tag, category, author, lang }: BlogListQuery): Promise<BlogPostPage['filters']> {
    const filters: BlogPostPage['filters'] = {};
    if (tag) filters.tag = (await this.repos.taxonomy.term('tag', tag, lang)) ?? missing('tag');
    if (category)
      filters.category = (await this.repos.taxonomy.term('category', category, lang)) ?? missing('category');
    if (author) {
      const [found] = await this.repos.taxonomy.authors(lang, author);
      if (!found) missing('author');
      const { postCount: _count, ...named } = found;
      filters.author = named;
    }
    return filters;
  }
}

function missing(what: string): never {
  throw new AppError('not_found', `There is no such ${what}.`);
}

function detailOf(row: PostDetailRow): Omit<BlogPostDetail, 'gallery' | 'previous' | 'next'> {
  const { id: _id, body, authorBio, audioFile, linkUrl, linkSummary, quoteText, quoteAttribution, ...card } = row;
  return {
    ...card,
    author: { ...card.author, bio: authorBio },
    bodyHtml: renderPostMarkdown(body),
    audio:
      row.format === 'audio' && audioFile
        ? {
            url: `/media/audio/${encodeURIComponent(audioFile)}`,
            type: audioTypeOf(audioFile) ?? 'application/octet-stream',
          }
        : null,
    link: row.format === 'link' && linkUrl ? { url: linkUrl, summary: linkSummary ?? '' } : null,
    quote: row.format === 'quote' && quoteText ? { text: quoteText, attribution: quoteAttribution ?? '' } : null,
  };
}
