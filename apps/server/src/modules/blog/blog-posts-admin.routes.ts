import { z } from 'zod';
import {
  adminBlogListQuerySchema,
  adminBlogPageSchema,
  adminBlogPostSchema,
  blogGalleryParamsSchema,
  blogPostCreateSchema,
  blogPostInputSchema,
  blogPostParamsSchema,
  blogPreviewInputSchema,
  blogPreviewSchema,
  galleryOrderSchema,
} from '@reelhouse/contracts/blog-admin';
import { problems, problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import { fieldError } from '../../platform/errors/app-error';
import { jsonBodyLimits } from '../../platform/http/json-bodies';
import { rawBodyRoutes } from '../../platform/http/raw-body-routes';
import type { ApiInstance } from '../../platform/http/types';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import { pictureBytes, pictureShapes } from '../../platform/images/uploaded-pictures';
import { BLOG_AUDIO_MAX_BYTES, type BlogAdmin } from './blog-admin.service';

const tags = ['blog', 'admin'];
const errors = problems(400, 404, 409);
const uploadErrors = { ...errors, 413: problemSchema, 415: problemSchema };

/** Operators write posts: list, read, create, replace, delete; preview Markdown; cover, audio and gallery. */
export function blogPostsAdminRoutes(admin: ApiInstance, blog: BlogAdmin): void {
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  admin.get(
    '/blog/posts',
    {
      schema: {
        tags,
        summary: 'Every post, drafts and scheduled ones too, by title or slug and status; drafts first, then newest.',
        querystring: adminBlogListQuerySchema,
        response: { 200: adminBlogPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return blog.list(request.query);
    },
  );

  admin.post(
    '/blog/preview',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Render Markdown as the site does (raw HTML off, unsafe links refused), for the editor’s preview.',
        body: blogPreviewInputSchema,
        response: { 200: blogPreviewSchema, ...errors },
      },
    },
    async (request) => blog.preview(request.body.body),
  );

  admin.get(
    '/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'A post whole, as the console edits it: texts per language, format parts, cover, audio, gallery.',
        params: blogPostParamsSchema,
        response: { 200: adminBlogPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return blog.post(request.params.slug);
    },
  );

  admin.post(
    '/blog/posts',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Write a post: a draft, published now (or dated earlier), or scheduled for a moment ahead.',
        body: blogPostCreateSchema,
        response: { 201: adminBlogPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug, ...input } = request.body;
      return reply.code(201).send(await blog.create(actor(request), slug, input));
    },
  );

  admin.put(
    '/blog/posts/:slug',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary:
          'Replace a post’s texts, format parts, author, terms and status (its slug, cover, audio and gallery stay).',
        params: blogPostParamsSchema,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostSchema, ...errors },
      },
    },
    async (request) => blog.replace(actor(request), request.params.slug, request.body),
  );

  admin.delete(
    '/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'Delete a post with its comments.',
        params: blogPostParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await blog.remove(actor(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  admin.put(
    '/blog/posts/:slug/gallery',
    {
      schema: {
        tags,
        summary: 'Put a gallery in order with its captions per language: name each of its pictures once.',
        params: blogPostParamsSchema,
        body: galleryOrderSchema,
        response: { 200: adminBlogPostSchema, ...errors },
      },
    },
    async (request) => blog.orderGallery(actor(request), request.params.slug, request.body.items),
  );

  admin.delete(
    '/blog/posts/:slug/gallery/:imageId',
    {
      schema: {
        tags,
        summary: 'Take a picture out of a gallery.',
        params: blogGalleryParamsSchema,
        response: { 200: adminBlogPostSchema, ...errors },
      },
    },
    async (request) => blog.removeGalleryImage(actor(request), request.params.slug, request.params.imageId),
  );

  pictureUploadRoutes(admin, pictureShapes.blogCover, (scope) => {
    scope.put(
      '/blog/posts/:slug/cover',
      {
        schema: {
          tags,
          summary: 'Set a post’s cover: the picture as the body, at most 10 MB, cropped to 16:9 and re-encoded.',
          params: blogPostParamsSchema,
          response: { 200: adminBlogPostSchema, ...uploadErrors },
        },
      },
      async (request) =>
        blog.setCover(actor(request), request.params.slug, pictureBytes(request.body, pictureShapes.blogCover)),
    );
  });

  pictureUploadRoutes(admin, pictureShapes.blogGallery, (scope) => {
    scope.post(
      '/blog/posts/:slug/gallery',
      {
        schema: {
          tags,
          summary: 'Add a picture after a gallery’s others: the picture as the body, at most 10 MB, cropped to 3:2.',
          params: blogPostParamsSchema,
          response: { 201: adminBlogPostSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const bytes = pictureBytes(request.body, pictureShapes.blogGallery);
        return reply.code(201).send(await blog.addGalleryImage(actor(request), request.params.slug, bytes));
      },
    );
  });

  const audioTooLarge = () =>
    fieldError('payload_too_large', 'audio', `The audio is larger than ${BLOG_AUDIO_MAX_BYTES / 1024 / 1024} MB.`);
  rawBodyRoutes(admin, { maxBytes: BLOG_AUDIO_MAX_BYTES, tooLarge: audioTooLarge }, (scope) => {
    scope.put(
      '/blog/posts/:slug/audio',
      {
        schema: {
          tags,
          summary: 'Set an audio post’s sound: the file as the body, MP3, M4A, Ogg or WAV by content, at most 100 MB.',
          params: blogPostParamsSchema,
          response: { 200: adminBlogPostSchema, ...uploadErrors },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw fieldError('unsupported_media_type', 'audio', 'Send the audio file itself as the request body.');
        return blog.setAudio(actor(request), request.params.slug, request.body);
      },
    );
  });
}
