import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { ServerOptions } from '@tus/server';
import type { DataStore } from '@tus/utils';
import type { Config } from '../../config';
import type { BlobStore } from '../../platform/storage/blob-store';
import { s3ClientConfig } from '../../platform/storage/s3-blob-store';

/** Where tus keeps uploads in progress, and how a finished one is read and let go. */
export interface UploadArea {
  datastore: DataStore;
  /** How upload ids map to URLs, when the store's ids are not the URL's last segment. */
  naming: Pick<ServerOptions, 'namingFunction' | 'generateUrl' | 'getFileIdFromRequest'>;
  /** A file of this machine holding the finished upload, for ffprobe and the importer. */
  localFile(id: string): Promise<string>;
  /** Removes the upload (and any local copy); the importer has kept what it needs. */
  discard(id: string): Promise<void>;
}

/**
 * With the local store, uploads are files under DATA_DIR/media/uploads. With S3 they go straight
 * into the bucket under `uploads/` (tus's S3 store, multipart), so any web process of a cluster
 * can take the next part of an upload another one started.
 */
const PREFIX = 'uploads/';

export function uploadArea(store: BlobStore, settings: Config['storage'], uploadsDir: string): UploadArea {
  if (settings.kind === 'local') {
    const datastore = new FileStore({ directory: uploadsDir });
    return {
      datastore,
      naming: {},
      localFile: async (id) => path.join(uploadsDir, id),
      discard: (id) => datastore.remove(id).catch(() => undefined),
    };
  }
  const datastore = new S3Store({
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) },
  });
  return {
    datastore,
    naming: {
      namingFunction: () => `${PREFIX}${randomBytes(16).toString('hex')}`,
      generateUrl: (_request, { path: base, id }) => `${base}/${id.slice(PREFIX.length)}`,
      getFileIdFromRequest: (_request, last) => (last && /^[0-9a-f]{32}$/.test(last) ? `${PREFIX}${last}` : undefined),
    },
    localFile: (id) => store.localFile(id),
    discard: async (id) => {
      // An unfinished one's multipart upload; a finished one is an object with its `.info` beside it.
      await datastore.remove(id).catch(() => undefined);
      await store.delete(id);
      await store.delete(`${id}.info`);
    },
  };
}
