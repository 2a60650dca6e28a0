import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/view/sitemap';

// Built once, with the pages: the dates come from the Git history of the content.
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
