import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** The store `STORAGE` names, shared by every module that keeps media. */
export function openBlobStore(settings: Config['storage']): BlobStore {
  return settings.kind === 'local' ? new LocalBlobStore(settings.root) : new S3BlobStore(settings);
}
