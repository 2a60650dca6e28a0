// Structured data against the figures of SPEC §1 and §9.
import { describe, expect, it } from 'vitest';
import { getProduct, getVenue } from '@/lib/content';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/seo/jsonld';
import { productView } from '@/lib/view/product';
import { venueView } from '@/lib/view/venue';
import { SITE_URL } from '@/lib/env';

/** The structured data a venue's or a product's page carries, as its view gives it. */
const venueJsonLd = (code: 'vaugirard' | 'montparnasse') => venueView(`salles-rive-gauche-${code}`)!.jsonLd;
const productJsonLd = (code: 'vaugirard' | 'montparnasse', slug: string) => {
  if (!getProduct(code, slug)) throw new Error(`page produit absente : ${slug}`);
  return productView(`salles-rive-gauche-${code}`, slug)!.jsonLd;
};

describe('venues', () => {
  it('Montparnasse is a local business and event venue with its address, position, capacity, rooms and accessibility', () => {
    const venue = getVenue('montparnasse');
    const data = venueJsonLd('montparnasse');
    expect(data['@type']).toEqual(['LocalBusiness', 'EventVenue']);
    expect(data.url).toBe(`${SITE_URL}/locations/salles-rive-gauche-montparnasse`);
    expect(data.telephone).toBe('+33199004815');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '120 rue Raymond-Losserand',
      postalCode: '75014',
      addressLocality: 'Paris',
      addressCountry: 'FR',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: venue.acces.geo.latitude, longitude: venue.acces.geo.longitude });
    expect(data.maximumAttendeeCapacity).toBe(60);
    expect(data.floorSize).toMatchObject({ value: 110, unitCode: 'MTK' });
    expect(data.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Accessible aux personnes à mobilité réduite', value: true },
    ]);
    expect(data.containsPlace).toEqual([
      expect.objectContaining({ name: 'Salle Ocre', maximumAttendeeCapacity: 14, floorSize: expect.objectContaining({ value: 58 }) }),
      expect.objectContaining({ name: 'Salle Bleue', maximumAttendeeCapacity: 28, floorSize: expect.objectContaining({ value: 52 }) }),
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('Vaugirard: 70 m², one room, Paris 15', () => {
    const data = venueJsonLd('vaugirard');
    expect(data.floorSize).toMatchObject({ value: 70 });
    expect(data.address).toMatchObject({ streetAddress: '350 rue de Vaugirard', postalCode: '75015' });
    expect(data).not.toHaveProperty('containsPlace');
  });
});

describe('product pages', () => {
  it('list each formula as an Offer in euros with an ASCII price, VAT included for individuals', () => {
    const data = productJsonLd('vaugirard', 'salle-anniversaire-enfant-paris-15');
    const offers = data.offers as Record<string, unknown>[];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency]).sort()).toEqual([
      ['210.00', 'EUR'],
      ['360.00', 'EUR'],
    ]);
    for (const offer of offers) {
      expect(offer.priceSpecification).toMatchObject({
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      });
      expect(offer.priceSpecification).not.toHaveProperty('referenceQuantity');
      expect(offer.url).toBe(`${SITE_URL}/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15`);
    }
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('say VAT is excluded for professionals, and give the unit of a per-person price', () => {
    type Offer = { price: string; description: string; priceSpecification: { valueAddedTaxIncluded: boolean } };
    const offers = productJsonLd('montparnasse', 'salle-de-reunion-montparnasse-paris-14').offers as Offer[];
    const halfDay = offers.find((offer) => offer.price === '75.00');
    // Its description is the price as the page reads it, with the minimum the engine applies.
    expect(halfDay?.description.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '75 € HT (90 € TTC) par personne, minimum de facturation 950 € HT (1 140 € TTC)',
    );
    expect(halfDay?.priceSpecification).toMatchObject({
      valueAddedTaxIncluded: false,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'IE', unitText: 'personne' },
    });
    expect(offers.map((offer) => offer.price)).toEqual(expect.arrayContaining(['400.00', '600.00', '900.00']));
    expect(offers.every((offer) => offer.priceSpecification.valueAddedTaxIncluded === false)).toBe(true);
  });
});

describe('breadcrumbs and serialisation', () => {
  it('number the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Accueil', href: '/' },
        { name: 'Nos salles', href: '/locations' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: SITE_URL },
      { '@type': 'ListItem', position: 2, name: 'Nos salles', item: `${SITE_URL}/locations` },
    ]);
  });

  it('cannot close its <script> element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
