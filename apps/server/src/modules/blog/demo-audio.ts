import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import { demoMelodyWav } from '../../platform/demo/demo-melody';

/** Gives every demo audio post without a file its own melody, named by its content hash. */
export async function makeMissingDemoAudio(db: Db, audioDir: string): Promise<number> {
  const posts = await rows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from blog_posts where format = 'audio' and audio_file is null order by id`,
  );
  await mkdir(audioDir, { recursive: true });
  for (const post of posts) {
    const wav = demoMelodyWav(post.id);
    const name = `${post.slug}-${createHash('sha256').update(wav).digest('hex').slice(0, 12)}.wav`;
    await writeFile(path.join(audioDir, name), wav);
    await db.execute(sql`update blog_posts set audio_file = ${name} where id = ${post.id}`);
  }
  return posts.length;
}
