import { createHash } from 'node:crypto';
import type {
  AdminBlogAuthor,
  AdminBlogListQuery,
  AdminBlogPost,
  BlogAuthorInput,
  GalleryOrder,
} from '@reelhouse/contracts/blog-admin';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { pictureShapes, storeUploadedPicture } from '../../platform/images/uploaded-pictures';
import { OperatorAudit } from '../../platform/operator-audit';
import { audioExtensionOf } from './blog-audio';
import { BlogAuthorsAdminRepository } from './blog-authors-admin.repository';
import { BlogPostsAdminRepository, type PostInput } from './blog-posts-admin.repository';
import { renderPostMarkdown } from './post-markdown';
import type { BlobStore } from '../../platform/storage/blob-store';
import { publicMediaKey } from '../../platform/storage/public-media';

/** Largest audio file a post may carry (a podcast episode at a podcast's usual bit rate). */
export const BLOG_AUDIO_MAX_BYTES = 100 * 1024 * 1024;

const noSuchPost = () => new AppError('not_found', 'There is no such post.');

/**
 * Operators' blog: posts in every format with their texts, cover, audio and gallery, and authors.
 * Each change and its audit line are one transaction; once kept, readers' cached pages are dropped
 * and the publishing schedule looks again at what is due next.
 */
export class BlogAdmin {
  constructor(
    private readonly deps: {
      db: Db;
      store: BlobStore;
      /** Drops the blog's cached reads and re-arms its publishing schedule. */
      onChange: () => void;
    },
  ) {}

  list(query: AdminBlogListQuery) {
    return new BlogPostsAdminRepository(this.deps.db).list(query);
  }

  async post(slug: string): Promise<AdminBlogPost> {
    const post = await new BlogPostsAdminRepository(this.deps.db).bySlug(slug);
    if (!post) throw noSuchPost();
    return post;
  }

  /** The HTML the site shows for a Markdown body, by the site's own renderer. */
  preview(body: string) {
    return { html: renderPostMarkdown(body) };
  }

  async create(actorId: number, slug: string, input: PostInput): Promise<AdminBlogPost> {
    const publishedAt = publicationOf(input);
    await this.deps.db.transaction(async (tx) => {
      await new BlogPostsAdminRepository(tx).create(slug, input, publishedAt);
      await new OperatorAudit(tx).record(actorId, {
        action: 'post.create',
        subject: `post:${slug}`,
        details: { status: input.status, publishedAt: publishedAt?.toISOString() ?? null, format: input.format },
      });
    });
    return this.changed(slug);
  }

  async replace(actorId: number, slug: string, input: PostInput): Promise<AdminBlogPost> {
    const publishedAt = publicationOf(input);
    await this.change(actorId, slug, 'post.update', async (posts, id) => {
      await posts.replace(id, input, publishedAt);
      return { status: input.status, publishedAt: publishedAt?.toISOString() ?? null, format: input.format };
    });
    return this.changed(slug);
  }

  async remove(actorId: number, slug: string): Promise<void> {
    await this.change(actorId, slug, 'post.delete', async (posts, id) => {
      await posts.remove(id);
      return {};
    });
    this.deps.onChange();
  }

  async setCover(actorId: number, slug: string, bytes: Buffer): Promise<AdminBlogPost> {
    await this.post(slug);
    const imageId = await storeUploadedPicture(this.deps.db, this.deps.store, bytes, pictureShapes.blogCover);
    await this.change(actorId, slug, 'post.cover', async (posts, id) => {
      await posts.setCover(id, imageId);
      return { imageId };
    });
    return this.changed(slug);
  }

  /** Keeps an uploaded sound (checked by its content) under a name made of its hash, served as is. */
  async setAudio(actorId: number, slug: string, bytes: Buffer): Promise<AdminBlogPost> {
    const extension = audioExtensionOf(bytes);
    if (!extension)
      throw fieldError('unsupported_media_type', 'audio', 'The audio must be an MP3, M4A, Ogg or WAV file.');
    const post = await this.post(slug);
    if (post.format !== 'audio') throw fieldError('conflict', 'audio', 'Only an audio post carries a sound.');
    const file = `${slug}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}${extension}`;
    await this.deps.store.put(publicMediaKey('audio', file), bytes);
    await this.change(actorId, slug, 'post.audio', async (posts, id) => {
      await posts.setAudio(id, file);
      return { file };
    });
    return this.changed(slug);
  }

  async addGalleryImage(actorId: number, slug: string, bytes: Buffer): Promise<AdminBlogPost> {
    await this.post(slug);
    const imageId = await storeUploadedPicture(this.deps.db, this.deps.store, bytes, pictureShapes.blogGallery);
    await this.change(actorId, slug, 'post.image.add', async (posts, id) => {
      await posts.addGalleryImage(id, imageId);
      return { imageId };
    });
    return this.changed(slug);
  }

  async orderGallery(actorId: number, slug: string, items: GalleryOrder['items']): Promise<AdminBlogPost> {
    await this.change(actorId, slug, 'post.image.order', async (posts, id) => {
      await posts.orderGallery(id, items);
      return { imageIds: items.map((item) => item.imageId) };
    });
    return this.changed(slug);
  }

  async removeGalleryImage(actorId: number, slug: string, imageId: number): Promise<AdminBlogPost> {
    await this.change(actorId, slug, 'post.image.remove', async (posts, id) => {
      if (!(await posts.removeGalleryImage(id, imageId)))
        throw new AppError('not_found', 'This picture is not in the post’s gallery.');
      return { imageId };
    });
    return this.changed(slug);
  }

  authors(): Promise<AdminBlogAuthor[]> {
    return new BlogAuthorsAdminRepository(this.deps.db).list();
  }

  async saveAuthor(actorId: number, slug: string, input: BlogAuthorInput, isNew: boolean): Promise<AdminBlogAuthor> {
    await this.deps.db.transaction(async (tx) => {
      const authors = new BlogAuthorsAdminRepository(tx);
      if (isNew) await authors.create(slug, input);
      else if (!(await authors.update(slug, input))) throw new AppError('not_found', 'There is no such author.');
      await new OperatorAudit(tx).record(actorId, {
        action: isNew ? 'author.create' : 'author.update',
        subject: `author:${slug}`,
        details: { name: input.name, bios: Object.keys(input.bios) },
      });
    });
    this.deps.onChange();
    const saved = (await this.authors()).find((author) => author.slug === slug);
    if (!saved) throw new AppError('not_found', 'There is no such author.');
    return saved;
  }

  /** Stores an uploaded avatar (checked, re-encoded, square) and shows it for the author. */
  async setAvatar(actorId: number, slug: string, bytes: Buffer): Promise<AdminBlogAuthor> {
    const noSuchAuthor = () => new AppError('not_found', 'There is no such author.');
    // Checked before the picture is decoded: a wrong address costs no work.
    if (!(await new BlogAuthorsAdminRepository(this.deps.db).exists(slug))) throw noSuchAuthor();
    const imageId = await storeUploadedPicture(this.deps.db, this.deps.store, bytes, pictureShapes.authorAvatar);
    await this.deps.db.transaction(async (tx) => {
      if (!(await new BlogAuthorsAdminRepository(tx).setAvatar(slug, imageId))) throw noSuchAuthor();
      await new OperatorAudit(tx).record(actorId, {
        action: 'author.avatar',
        subject: `author:${slug}`,
        details: { imageId },
      });
    });
    this.deps.onChange();
    const saved = (await this.authors()).find((author) => author.slug === slug);
    if (!saved) throw noSuchAuthor();
    return saved;
  }

  /** Locks the post, runs the change and writes its audit line, in one transaction. */
  private async change(
    actorId: number,
    slug: string,
    action: string,
    work: (posts: BlogPostsAdminRepository, id: number) => Promise<Record<string, unknown>>,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const posts = new BlogPostsAdminRepository(tx);
      const id = await posts.lock(slug);
      if (id === null) throw noSuchPost();
      const details = await work(posts, id);
      await new OperatorAudit(tx).record(actorId, { action, subject: `post:${slug}`, details });
    });
  }

  private async changed(slug: string): Promise<AdminBlogPost> {
    this.deps.onChange();
    return this.post(slug);
  }
}

/**
 * When a post comes out: a scheduled one at its moment, which must be ahead; a published one when
 * it says, now when it does not; a draft keeps none.
 */
function publicationOf(input: PostInput): Date | null {
  if (input.status === 'draft') return null;
  if (input.status === 'scheduled') {
    const at = new Date(input.publishedAt ?? '');
    if (!(at.getTime() > Date.now()))
      throw fieldError('bad_request', 'publishedAt', 'Choose a moment ahead to publish at, or publish now.');
    return at;
  }
  if (!input.publishedAt) return new Date();
  const at = new Date(input.publishedAt);
  if (at.getTime() > Date.now())
    throw fieldError(
      'bad_request',
      'publishedAt',
      'A published post is dated now or earlier; schedule it to come out later.',
    );
  return at;
}
