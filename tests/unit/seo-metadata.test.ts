// Metadata and robots.txt in production and on previews (the environment is passed in,
// so one test run covers both without a second build).
import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { documentMetadata, pageMetadata, robotsTxt, rootMetadata } from '@/lib/seo/metadata';
import { siteTitle } from '@/lib/view/area';
import { SITE_URL } from '@/lib/env';

const PRODUCTION = {};
const PREVIEWS = [{ SITE_ENV: 'preview' }, { VERCEL_ENV: 'preview' }];
const page = {
  title: 'Salle de réunion',
  description: 'Une salle équipée.',
  path: '/locations/x/salle',
  image: { src: '/images/a.jpg', alt: 'Une salle' },
};

describe('production', () => {
  it('lets every page be indexed (the default, so no robots tag) and points robots.txt to the sitemap', () => {
    expect(rootMetadata(siteTitle(), PRODUCTION).robots).toBeUndefined();
    expect(pageMetadata(page, PRODUCTION).robots).toBeUndefined();
    expect(robotsTxt(PRODUCTION)).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: `${SITE_URL}/sitemap.xml` });
  });

  it('gives a page its canonical URL, and French Open Graph and Twitter cards with its photo', () => {
    const metadata = pageMetadata(page, PRODUCTION);
    expect(String(rootMetadata(siteTitle(), PRODUCTION).metadataBase)).toBe(`${SITE_URL}/`);
    expect(metadata.alternates?.canonical).toBe('/locations/x/salle');
    expect(metadata.openGraph).toMatchObject({
      locale: 'fr_FR',
      title: 'Salle de réunion',
      description: 'Une salle équipée.',
      url: '/locations/x/salle',
      images: [{ url: '/images/a.jpg', alt: 'Une salle' }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Salle de réunion',
      images: [{ url: '/images/a.jpg', alt: 'Une salle' }],
    });
  });
  it('gives a prestation’s or a product’s page the title, description and photo of its document', () => {
    const doc = {
      title: 'Salle de formation',
      description: 'Une salle lumineuse.',
      imageSrc: '/images/b.jpg',
      imageAlt: 'Des tables en U',
    };
    const metadata = documentMetadata(doc, '/locations/x/formation', PRODUCTION);
    expect(metadata).toMatchObject({
      title: 'Salle de formation',
      description: 'Une salle lumineuse.',
      alternates: { canonical: '/locations/x/formation' },
    });
    expect(metadata.openGraph).toMatchObject({
      title: 'Salle de formation',
      url: '/locations/x/formation',
      images: [{ url: '/images/b.jpg', alt: 'Des tables en U' }],
    });
  });
});

describe.each(PREVIEWS)('a preview (%o)', (env) => {
  it('asks robots not to index any page, while the canonical URL stays on production', () => {
    expect(rootMetadata(siteTitle(), env).robots).toEqual({ index: false, follow: false });
    const metadata = pageMetadata(page, env);
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(String(rootMetadata(siteTitle(), env).metadataBase)).toBe(`${SITE_URL}/`);
    expect(metadata.alternates?.canonical).toBe('/locations/x/salle');
  });

  it('disallows everything in robots.txt', () => {
    expect(robotsTxt(env)).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });
});

it('app/robots.ts reads the environment it is built in', () => {
  const saved = process.env.SITE_ENV;
  try {
    process.env.SITE_ENV = 'preview';
    expect(robots().rules).toEqual({ userAgent: '*', disallow: '/' });
    delete process.env.SITE_ENV;
    expect(robots().rules).toEqual({ userAgent: '*', allow: '/' });
  } finally {
    if (saved === undefined) delete process.env.SITE_ENV;
    else process.env.SITE_ENV = saved;
  }
});
