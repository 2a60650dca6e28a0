import type { MetadataRoute } from 'next';
import { robotsTxt } from '@/lib/seo/metadata';

export default function robots(): MetadataRoute.Robots {
  return robotsTxt();
}
