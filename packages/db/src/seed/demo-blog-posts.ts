import type { BlogFormat } from '@reelhouse/contracts/blog';
import type { Localized } from './localized';
import { newerPosts } from './demo-blog-posts-newer';
import { olderPosts } from './demo-blog-posts-older';

export interface DemoPostText {
  slug: string;
  format: BlogFormat;
  author: string;
  categories: string[];
  tags: string[];
  title: Localized;
  excerpt: Localized;
  /** Format parts: the address and summary of a link post, the words and speaker of a quote. */
  link?: { url: string; summary: Localized };
  quote?: { text: Localized; attribution: string };
}

/** The demo posts, newest first; the last one is scheduled a few days ahead (see demo-blog.ts). */
export const demoPostTexts: DemoPostText[] = [...newerPosts, ...olderPosts];
