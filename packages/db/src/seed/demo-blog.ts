import { eq } from 'drizzle-orm';
import { languages, type Language } from '@reelhouse/contracts/locales';
import type { Db } from '../database';
import { settings } from '../schema/accounts';
import {
  blogAuthors,
  blogAuthorTranslations,
  blogCategories,
  blogCategoryTranslations,
  blogGalleryImages,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogTags,
  blogTagTranslations,
} from '../schema/blog';
import { bodyHeadings, bodyParagraphs, pullQuotes } from './demo-blog-paragraphs';
import type { DemoPostText } from './demo-blog-post-text';
import { demoPostTexts } from './demo-blog-posts';
import { demoBlogAuthors, demoBlogCategories, demoBlogTags, demoGalleryCaptions } from './demo-blog-terms';
import { seededRandom } from './random';

/** Recorded once the demo blog is in (apart from the catalogue's key, so older installs get it too). */
export const DEMO_BLOG_SEED_KEY = 'demo.blogSeededAt';

const DAY_MS = 24 * 60 * 60_000;
/** Days between two demo posts: 23 posts cover about seven months. */
const SPACING_DAYS = 9;
const GALLERY_SIZE = 4;

export interface DemoPost extends DemoPostText {
  status: 'published' | 'scheduled';
  publishedAt: Date;
  body: Record<Language, string>;
}

/** A post's Markdown body in one language, put together from whole paragraphs picked by its seed. */
function bodyOf(post: DemoPostText, index: number, lang: Language): string {
  const random = seededRandom(1000 + index);
  const [first, second, third] = random.sample(bodyParagraphs, 3).map((paragraph) => paragraph[lang]);
  const heading = random.pick(bodyHeadings)[lang];
  const pull = random.pick(pullQuotes)[lang];
  // Quotes and links say most of it in their own parts; their bodies are a short note.
  if (post.format === 'quote' || post.format === 'link') return `${post.excerpt[lang]}\n\n${first}`;
  return [`**${post.excerpt[lang]}**`, `## ${heading}`, first, second, `> ${pull}`, third].join('\n\n');
}

/** The demo posts with dates: the newest yesterday, one every nine days back; the last one scheduled. */
export function buildDemoBlog(today = new Date()): DemoPost[] {
  const morning = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9, 30);
  return demoPostTexts.map((post, index) => {
    const scheduled = index === demoPostTexts.length - 1;
    const body = Object.fromEntries(languages.map((lang) => [lang, bodyOf(post, index, lang)])) as DemoPost['body'];
    return {
      ...post,
      status: scheduled ? 'scheduled' : 'published',
      publishedAt: new Date(scheduled ? morning + 3 * DAY_MS : morning - (1 + index * SPACING_DAYS) * DAY_MS),
      body,
    };
  });
}

const idsBySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.slug, row.id]));
const must = (map: Map<string, number>, slug: string) => {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`demo blog: unknown slug ${slug}`);
  return id;
};

/**
 * Writes the demo blog in one transaction, the first time only. Covers, avatars, gallery
 * pictures and the audio clips are made after the server is up (demo artwork), like the
 * catalogue's.
 */
export async function seedDemoBlog(db: Db, today = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(settings).where(eq(settings.key, DEMO_BLOG_SEED_KEY));
    if (done) return { seeded: false };

    const authorIds = idsBySlug(
      await tx
        .insert(blogAuthors)
        .values(demoBlogAuthors.map(({ slug, name }) => ({ slug, name, demo: true })))
        .returning({ id: blogAuthors.id, slug: blogAuthors.slug }),
    );
    await tx
      .insert(blogAuthorTranslations)
      .values(
        demoBlogAuthors.flatMap((author) =>
          languages.map((lang) => ({ authorId: must(authorIds, author.slug), lang, bio: author.bio[lang] })),
        ),
      );
    const categoryIds = idsBySlug(
      await tx
        .insert(blogCategories)
        .values(demoBlogCategories.map(({ slug }, position) => ({ slug, position })))
        .returning({ id: blogCategories.id, slug: blogCategories.slug }),
    );
    await tx
      .insert(blogCategoryTranslations)
      .values(
        demoBlogCategories.flatMap((category) =>
          languages.map((lang) => ({ categoryId: must(categoryIds, category.slug), lang, name: category.name[lang] })),
        ),
      );
    const tagIds = idsBySlug(
      await tx
        .insert(blogTags)
        .values(demoBlogTags.map(({ slug }) => ({ slug })))
        .returning({ id: blogTags.id, slug: blogTags.slug }),
    );
    await tx
      .insert(blogTagTranslations)
      .values(
        demoBlogTags.flatMap((tag) =>
          languages.map((lang) => ({ tagId: must(tagIds, tag.slug), lang, name: tag.name[lang] })),
        ),
      );

    const posts = buildDemoBlog(today);
    const postIds = idsBySlug(
      await tx
        .insert(blogPosts)
        .values(
          posts.map((post) => ({
            slug: post.slug,
            demo: true,
            format: post.format,
            status: post.status,
            publishedAt: post.publishedAt,
            authorId: must(authorIds, post.author),
            linkUrl: post.link?.url ?? null,
            quoteAttribution: post.quote?.attribution ?? null,
          })),
        )
        .returning({ id: blogPosts.id, slug: blogPosts.slug }),
    );
    await tx.insert(blogPostTranslations).values(
      posts.flatMap((post) =>
        languages.map((lang) => ({
          postId: must(postIds, post.slug),
          lang,
          title: post.title[lang],
          excerpt: post.excerpt[lang],
          body: post.body[lang],
          linkSummary: post.link?.summary[lang] ?? null,
          quoteText: post.quote?.text[lang] ?? null,
        })),
      ),
    );
    await tx
      .insert(blogPostCategories)
      .values(
        posts.flatMap((post) =>
          post.categories.map((slug) => ({ postId: must(postIds, post.slug), categoryId: must(categoryIds, slug) })),
        ),
      );
    await tx
      .insert(blogPostTags)
      .values(
        posts.flatMap((post) =>
          post.tags.map((slug) => ({ postId: must(postIds, post.slug), tagId: must(tagIds, slug) })),
        ),
      );
    const galleries = posts.filter((post) => post.format === 'gallery');
    await tx.insert(blogGalleryImages).values(
      galleries.flatMap((post, galleryIndex) =>
        Array.from({ length: GALLERY_SIZE }, (_, position) => {
          const caption = demoGalleryCaptions[(galleryIndex + position) % demoGalleryCaptions.length];
          if (!caption) throw new Error('demo blog: no gallery captions');
          return { postId: must(postIds, post.slug), position, captions: caption };
        }),
      ),
    );
    await tx.insert(settings).values({ key: DEMO_BLOG_SEED_KEY, value: today.toISOString() });
    return { seeded: true };
  });
}
