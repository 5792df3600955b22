import { createHash } from 'node:crypto';
import type { Db } from '@reelhouse/db/database';
import { demoMelodyWav } from '../../platform/demo/demo-melody';
import type { BlobStore } from '../../platform/storage/blob-store';
import { publicMediaKey } from '../../platform/storage/public-media';
import { BlogPostsRepository } from './blog-posts.repository';

/** Gives every demo audio post without a file its own melody, named by its content hash. */
export async function makeMissingDemoAudio(db: Db, store: BlobStore): Promise<number> {
  const repository = new BlogPostsRepository(db);
  const posts = await repository.audioPostsWithoutFile();
  for (const post of posts) {
    const wav = demoMelodyWav(post.id);
    const name = `${post.slug}-${createHash('sha256').update(wav).digest('hex').slice(0, 12)}.wav`;
    await store.put(publicMediaKey('audio', name), wav);
    await repository.setAudioFile(post.id, name);
  }
  return posts.length;
}
