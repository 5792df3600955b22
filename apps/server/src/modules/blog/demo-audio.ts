import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@reelhouse/db/database';
import { demoMelodyWav } from '../../platform/demo/demo-melody';
import { BlogPostsRepository } from './blog-posts.repository';

/** Gives every demo audio post without a file its own melody, named by its content hash. */
export async function makeMissingDemoAudio(db: Db, audioDir: string): Promise<number> {
  const repository = new BlogPostsRepository(db);
  const posts = await repository.audioPostsWithoutFile();
  await mkdir(audioDir, { recursive: true });
  for (const post of posts) {
    const wav = demoMelodyWav(post.id);
    const name = `${post.slug}-${createHash('sha256').update(wav).digest('hex').slice(0, 12)}.wav`;
    await writeFile(path.join(audioDir, name), wav);
    await repository.setAudioFile(post.id, name);
  }
  return posts.length;
}
