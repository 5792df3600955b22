import type { DemoPostText } from './demo-blog-post-text';
import { newerPosts } from './demo-blog-posts-newer';
import { olderPosts } from './demo-blog-posts-older';

/** The demo posts, newest first; the last one is scheduled a few days ahead (see demo-blog.ts). */
export const demoPostTexts: DemoPostText[] = [...newerPosts, ...olderPosts];
