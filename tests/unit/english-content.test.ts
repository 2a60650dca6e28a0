// The English pages as lib/content gives them to the pages (#37): each with the French document
// it translates, which alone holds the figures, at the addresses the routes under /en serve, and
// the English address of every translated French page for the language switch.
import { allPages, allPrestations, allProducts, allVenues } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import {
  englishHrefOf,
  englishPage,
  englishPhoneNote,
  englishPrestationHref,
  englishPrestations,
  englishProductHref,
  englishProducts,
  englishSite,
  englishVenue,
  englishVenueHref,
  prestationHref,
  productHref,
  site,
  venueHref,
  venues,
} from '@/lib/content';

describe('the English pages', () => {
  it('are the three professional prestations, in the French order, without the general assemblies', () => {
    expect(englishPrestations().map((p) => [p.slug, p.french.slug])).toEqual([
      ['meeting-rooms-paris', 'location-salles-de-reunion-paris'],
      ['company-evening-venues-paris', 'location-de-salles-soiree-entreprise-paris'],
      ['training-rooms-paris', 'salles-de-formation-paris'],
    ]);
    for (const prestation of englishPrestations()) {
      expect(prestation.french.audience).toBe('pro');
      expect(prestation.french.categories).not.toContain('ag');
    }
  });

  it('give each product page its French page, in the same venue, whose formulas hold the figures', () => {
    const products = englishProducts();
    expect(products).toHaveLength(6);
    for (const product of products) {
      expect(product.venue).toBe(product.french.venue);
      expect(product.traduction_de).toBe(product.french.slug);
      expect(product.french.formules.length).toBeGreaterThan(0);
    }
    expect(
      products
        .filter((p) => p.venue === 'vaugirard')
        .map((p) => p.french.categorie)
        .sort(),
    ).toEqual(['formation', 'reunion', 'soiree_entreprise']);
  });

  it('give each venue its English page, with one English text per French photo and layout', () => {
    for (const venue of venues()) {
      const english = englishVenue(venue.code);
      expect(english?.french).toBe(venue);
      expect(english?.photos).toHaveLength(venue.photos.length);
      expect(english?.dispositions).toHaveLength(venue.dispositions.length);
    }
  });

  it('translate the rental terms, saying first that the French text prevails', () => {
    const terms = englishPage('conditions-de-location');
    expect(terms?.slug).toBe('rental-terms');
    expect(terms?.french.slug).toBe('conditions-de-location');
    expect(terms?.body.raw.trimStart()).toMatch(
      /^\*This is a translation for information only: the French text of these rental terms prevails\.\*/,
    );
    expect(englishPage('page-inconnue')).toBeUndefined();
    expect(englishSite.mentions.version_francaise).toMatch(/French legal notice prevails/);
  });

  it('say the phone is answered in English as content/site.yaml sets it', () => {
    expect(site.telephone_en_anglais).toBe(true);
    expect(englishPhoneNote()).toBe(englishSite.telephone_anglais);
  });
});

describe('the French documents', () => {
  it('never include an English file: content/en/ has its own document types', () => {
    const paths = [...allPrestations, ...allProducts, ...allVenues, ...allPages].map((doc) => doc._raw.sourceFilePath);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith('en/'))).toEqual([]);
  });
});

describe('the English addresses', () => {
  it('are under /en, with the French venue segment and the English file names', () => {
    expect(englishVenueHref('vaugirard')).toBe('/en/venues/salles-rive-gauche-vaugirard');
    expect(englishPrestationHref({ slug: 'meeting-rooms-paris' })).toBe('/en/meeting-rooms-paris');
    expect(englishProductHref({ venue: 'montparnasse', slug: 'company-evening-venue-paris-14' })).toBe(
      '/en/venues/salles-rive-gauche-montparnasse/company-evening-venue-paris-14',
    );
  });

  it('of a French page, for each translated page, its query and anchor kept; none for a French-only page', () => {
    for (const p of englishPrestations()) expect(englishHrefOf(prestationHref(p.french))).toBe(englishPrestationHref(p));
    for (const p of englishProducts()) expect(englishHrefOf(productHref(p.french))).toBe(englishProductHref(p));
    for (const v of venues()) expect(englishHrefOf(venueHref(v.code))).toBe(englishVenueHref(v.code));
    expect(englishHrefOf('/conditions-de-location')).toBe('/en/rental-terms');
    expect(englishHrefOf('/mentions-legales')).toBe('/en/legal-notice');
    expect(englishHrefOf('/')).toBe('/en');
    expect(englishHrefOf('/calcul?offre=vaugirard-journee-etude#calcul')).toBe('/en/calculator?offre=vaugirard-journee-etude#calcul');
    expect(englishHrefOf('/devis')).toBe('/en/quote');
    expect(englishHrefOf('/prestations/salles-a-louer-pour-ag-syndic-copropriete-association-paris')).toBeUndefined();
    expect(englishHrefOf('/prestations/salles-pour-bapteme-paris')).toBeUndefined();
  });
});
