import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import { errorStatus } from '../../platform/errors/error-status';
import type { ApiInstance } from '../../platform/http/types';
import type { MediaImporter } from './media-import.service';
import type { PlayableTarget } from './media.repository';
import type { UploadArea } from './upload-area';

const UPLOADS_PATH = '/api/admin/uploads';

/** The problem document tus sends back as the body of a refused request. */
function refusal(error: AppError) {
  const { status, title } = errorStatus[error.code];
  return {
    status_code: status,
    body: JSON.stringify({ type: 'about:blank', title, status, detail: error.message, code: error.code }),
  };
}

/** What the upload is for, from its tus metadata: `title`, and `season` with `episode` for an episode. */
function targetOf(upload: Upload): PlayableTarget {
  const { title, season, episode } = upload.metadata ?? {};
  if (!title) throw new AppError('validation_failed', 'Say which title the video is for (metadata "title").');
  if (!season && !episode) return { titleSlug: title };
  const numbers = [Number(season), Number(episode)];
  if (!numbers.every((value) => Number.isInteger(value) && value > 0)) {
    throw new AppError('validation_failed', 'Give both "season" and "episode" as whole numbers from 1, or neither.');
  }
  return { titleSlug: title, season: numbers[0] as number, episode: numbers[1] as number };
}

/**
 * Resumable video uploads for operators, by the tus protocol (@tus/server): an interrupted upload
 * asks where it stopped (HEAD → Upload-Offset, which is also its progress) and goes on from there.
 * The finished file is probed and imported like `npm run media:import`; a file that is not a video
 * is refused with 422 and nothing is kept.
 */
export async function uploadAdminRoutes(
  admin: ApiInstance,
  { importer, uploads, maxBytes }: { importer: MediaImporter; uploads: UploadArea; maxBytes: number },
): Promise<void> {
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: uploads.datastore,
    ...uploads.naming,
    maxSize: maxBytes,
    // A relative Location: an absolute one would be built from the request's Host header.
    relativeLocation: true,
    onUploadCreate: async (_request, upload) => {
      try {
        targetOf(upload);
      } catch (error) {
        throw error instanceof AppError ? refusal(error) : error;
      }
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      try {
        const asset = await importer.importFile(await uploads.localFile(upload.id), targetOf(upload));
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ assetId: asset.id, durationSeconds: asset.durationSeconds, height: asset.height }),
        };
      } catch (error) {
        throw error instanceof AppError ? refusal(error) : error;
      } finally {
        // The importer kept its own copy of a good file; a bad one is not kept at all.
        await uploads.discard(upload.id);
      }
    },
  });

  await admin.register(async (scope) => {
    // tus reads the request body itself, as a stream: Fastify must leave it alone.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    for (const url of ['/uploads', '/uploads/:id']) {
      scope.route({
        method: ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'],
        url,
        schema: { hide: true },
        handler: handle,
      });
    }
  });
}
