import type { BlogFormat } from '@reelhouse/contracts/blog';
import type { Localized } from './localized';

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
