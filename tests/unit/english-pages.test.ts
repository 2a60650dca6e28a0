// The English pages are the French documents with English prose laid over them (#37): what a
// visitor relies on is that every figure stays the French page's, that a link from an English
// page leads to the English page when there is one and says « (in French) » when there is not,
// and that prices and booking hand-offs speak English.
import { beforeAll, describe, expect, it } from 'vitest';
import { englishProducts, englishVenue, formulaById, formulaIn, formulasOf, getVenue, productHref } from '@/lib/content';
import { loadPricingMessages, pricingMessagesFor, startingPrice } from '@/lib/pricing';
import { pricingCatalogueIn } from '@/lib/pricing/server';
import { loadQuoteMessages } from '@/lib/quotes';
import { quoteCatalogueIn } from '@/lib/quotes/server';
import { productView } from '@/lib/view/product';
import { prestationBooking, productBooking, venueBooking } from '@/lib/view/booking';
import { venueEventCards } from '@/lib/view/cards';
import { englishProductDocument, englishVenueDocument, linkTo, prestationsIn } from '@/lib/view/localized';
import { legalNoticeView } from '@/lib/view/legal';
import { privacyView } from '@/lib/view/privacy';
import { dictionary } from '@/lib/view/dictionary';
import { consentWords } from '@/lib/consent/words';

beforeAll(() => Promise.all([loadPricingMessages('en'), loadQuoteMessages('en')]));

describe('an English venue page', () => {
  const english = englishVenue('vaugirard')!;
  const venue = englishVenueDocument(english);
  const french = getVenue('vaugirard');

  it('shows the English prose', () => {
    expect(venue.title).toBe(english.title);
    expect(venue.infos_pratiques.entree).toBe(english.infos_pratiques.entree);
    expect(venue.acces.gare.nom).toBe(english.acces.gare);
    expect(venue.dispositions.map((layout) => layout.name)).toEqual(english.dispositions.map((layout) => layout.name));
  });

  it('keeps every figure, photo and rule of the French venue', () => {
    expect(venue.capacite).toBe(french.capacite);
    expect(venue.superficie).toBe(french.superficie);
    expect(venue.photos.map((photo) => photo.url)).toEqual(french.photos.map((photo) => photo.url));
    expect(venue.dispositions.map((layout) => [layout.capacite, layout.imageSrc])).toEqual(
      french.dispositions.map((layout) => [layout.capacite, layout.imageSrc]),
    );
    expect(venue.acces.gare.minutes_min).toBe(french.acces.gare.minutes_min);
    expect(venue.infos_pratiques.regles.musique_fin).toBe(french.infos_pratiques.regles.musique_fin);
    expect(venue.infos_pratiques.equipements.map((item) => [item.type, item.quantite])).toEqual(
      french.infos_pratiques.equipements.map((item) => [item.type, item.quantite]),
    );
  });

  it('lists the translated business offers only, each linked to its English page', () => {
    const cards = venueEventCards(venue, 'pro', 'en');
    const translated = englishProducts().filter((p) => p.venue === 'vaugirard');
    expect(cards.map((card) => card.href).sort()).toEqual(
      translated.map((p) => `/en/venues/salles-rive-gauche-vaugirard/${p.slug}`).sort(),
    );
    expect(cards.every((card) => card.price.includes('excl. VAT'))).toBe(true);
  });
});

describe('an English product page', () => {
  const english = englishProducts()[0]!;
  const product = englishProductDocument(english);

  it('has the French page’s formulas and photo, and the English words', () => {
    expect(product.formules).toEqual(english.french.formules);
    expect(product.imageSrc).toBe(english.french.imageSrc);
    expect([product.name, product.subtitle, product.ideal]).toEqual([english.name, english.subtitle, english.ideal]);
  });

  it('prices in English and hands off to the English calculator and quote form, with the same parameters', () => {
    const french = productBooking(english.french);
    const booking = productBooking(product, 'en');
    expect(booking.prices[0]?.text).toMatch(/^€[\d,]+ excl\. VAT \(€[\d,]+ incl\. VAT\)/);
    expect(booking.calculate).toBe(french.calculate.replace(/^\/calcul/, '/en/calculator'));
    expect(booking.quote).toBe(french.quote.replace(/^\/devis/, '/en/quote'));
  });
});

describe('an English formula', () => {
  const french = formulaById('montparnasse-journee-etude')!;
  const english = formulaIn(french, 'en');

  it('says its name, price help and inclusions in English, every figure, day and time the French file’s', () => {
    expect([english.name, english.aide_prix, english.inclus[2]]).toEqual([
      'Full-day delegate package',
      'Excl. VAT, per person, with a minimum charge',
      'Lunch',
    ]);
    expect(english.inFrench).toEqual([]);
    const figures = ({ id, prix_affiche, prix_min, capacite, horaires, disponible, categories }: typeof french) =>
      [id, prix_affiche, prix_min, capacite, horaires, disponible, categories] as const;
    expect(figures(english)).toEqual(figures(french));
  });

  it('leaves a French page’s formula as the French file writes it', () => {
    expect(formulaIn(french, 'fr')).toEqual({ ...french, inFrench: [] });
  });

  it('without an English file keeps its French words, each named so the page marks it French', () => {
    const general = formulaById('vaugirard-ag-3h')!;
    const kept = formulaIn(general, 'en');
    expect([kept.name, kept.inclus]).toEqual([general.name, general.inclus]);
    expect(kept.inFrench).toEqual(['name', 'aide_prix', 'inclus']);
  });

  it('is written for every formula the English pages, calculator and quote form offer', () => {
    const onPages = englishProducts().flatMap((product) => formulasOf(product.french));
    expect(onPages.filter((formula) => formulaIn(formula, 'en').inFrench.includes('name')).map((f) => f.id)).toEqual([]);
    expect(
      pricingCatalogueIn('en')
        .filter((formula) => !formula.translated)
        .map((f) => f.id),
    ).toEqual([]);
    expect(quoteCatalogueIn('en').formulas.map((formula) => formula.name)).toContain('Room-only hire, half day');
  });

  it('shows on the English product page and in the English calculator in English; the French ones unchanged', () => {
    const view = productView('salles-rive-gauche-vaugirard', 'meeting-room-paris-15', 'en')!;
    expect(view.formulas.map(({ formula }) => formula.name)).toContain('Half-day delegate package');
    expect(view.formulas.map(({ pricing }) => pricing.name)).toContain('Half-day delegate package');
    const calculator = pricingCatalogueIn('en').find((formula) => formula.id === 'vaugirard-formation-journee')!;
    expect(pricingMessagesFor('en').labels.formulaHelp(calculator)).toBe('Excl. VAT, per day, on consecutive days');
    expect(pricingCatalogueIn('fr').find((formula) => formula.id === 'vaugirard-formation-journee')?.name).toBe('Journée de formation');
  });
});

describe('a link from an English page', () => {
  it('leads to the English page of a translated French page', () => {
    const english = englishProducts()[0]!;
    expect(linkTo(productHref(english.french), 'en')).toEqual({ href: `/en/venues/salles-rive-gauche-${english.venue}/${english.slug}` });
  });

  it('keeps a link already in English', () => {
    expect(linkTo('/en/meeting-rooms-paris', 'en')).toEqual({ href: '/en/meeting-rooms-paris' });
  });

  it('to a page in French only is marked as French', () => {
    expect(linkTo('/prestations/salles-pour-bapteme-paris', 'en')).toEqual({
      href: '/prestations/salles-pour-bapteme-paris',
      hrefLang: 'fr',
    });
  });

  it('from a French page is left as written', () => {
    expect(linkTo('/prestations/location-salles-de-reunion-paris', 'fr')).toEqual({
      href: '/prestations/location-salles-de-reunion-paris',
    });
  });
});

describe('the « from » prices of the English pages', () => {
  const offered = pricingCatalogueIn('en');
  const cheapest = (venue?: string) => startingPrice(venue ? offered.filter((f) => f.venue === venue) : offered, 'en')!;

  it('start at the cheapest package an English visitor can book, not at a French-only one (the general assemblies)', () => {
    for (const code of ['vaugirard', 'montparnasse'] as const) {
      const english = venueBooking(englishVenueDocument(englishVenue(code)!), 'en').prices;
      const french = venueBooking(getVenue(code), 'fr').prices.at(-1)!;
      expect(english).toEqual([{ audience: 'Businesses', text: cheapest(code).text }]);
      expect(cheapest(code).formula.categories).not.toContain('ag');
      // The French business price still starts at the general assembly, which the English pages do not offer.
      expect(french.text).not.toContain(String(cheapest(code).estimate.total));
    }
    expect(cheapest().estimate.total).toBe(400);
  });

  it('on every English service page, from a package it offers, which its booking buttons choose', () => {
    for (const prestation of prestationsIn('en', 'pro')) {
      const booking = prestationBooking(prestation, 'en');
      const chosen = offered.find((f) => f.id === new URL(booking.quote, 'https://example.org').searchParams.get('offre'));
      expect(chosen, prestation.slug).toBeDefined();
      expect(booking.prices[0]!.text, prestation.slug).toBe(startingPrice([chosen!], 'en')!.text);
    }
  });
});

describe('the English legal notice', () => {
  it('says that the French text prevails, and gives the French figures in English formats', () => {
    const english = legalNoticeView('en');
    const french = legalNoticeView('fr');
    expect(english.text.prevails).toMatch(/French/);
    expect(french.text.prevails).toBeUndefined();
    expect(english.values.siren).toBe(french.values.siren);
    expect(english.values.capital).toMatch(/^€[\d,]+$/);
    expect(english.privacy).toEqual({ href: '/en/privacy', frenchOnly: undefined });
  });
});

describe('the English privacy notice', () => {
  it('is the French notice’s texts in English, its values in English words, and says the French text prevails', () => {
    const english = privacyView('en')!;
    const french = privacyView('fr')!;
    expect(english.metadata.alternates?.canonical).toBe('/en/privacy');
    expect(english.text.prevails).toMatch(/French privacy notice prevails/);
    expect(french.text.prevails).toBeUndefined();
    expect(english.text.traceurs).toHaveLength(french.text.traceurs.length);
    expect(english.text.donnees_devis).toHaveLength(french.text.donnees_devis.length);
    expect(english.values).toMatchObject({ duree_conservation: '3 years', duree_empreintes: '48 hours', duree_consentement: '6 months' });
    expect(english.values.finalite_mesure).toMatch(/^Audience measurement: /);
    expect(french.values).toMatchObject({ duree_conservation: '3 ans', duree_empreintes: '48 heures', duree_consentement: '6 mois' });
    // The acceptance evidence is named, with the IP address and browser kept, its purpose, legal basis and 10 years.
    expect(french.values.duree_contrats).toBe('10 ans');
    expect(english.values.duree_contrats).toBe('10 years');
    expect(french.text.acceptation_devis).toMatch(
      /l’adresse IP de votre connexion et votre navigateur.*article 6\.1\.c du RGPD.*\{duree_contrats\} à compter de l’acceptation/s,
    );
    expect(english.text.acceptation_devis).toMatch(
      /the IP address of your connection and your browser.*Article 6\(1\)\(c\) of the GDPR.*\{duree_contrats\} from the acceptance/s,
    );
    // Typeset in English: the copywriter's « » read as “ ”.
    expect(english.text.cookies).toContain('“Reject all” is as easy as “Accept all”');
  });

  it('is what the English footer, the consent banner and the legal notice link to', () => {
    expect(dictionary('en').frame.nav.privacy).toEqual({ name: 'Privacy notice', href: '/en/privacy' });
    expect(consentWords('en').moreInfoHref).toBe('/en/privacy#cookies');
    expect(linkTo('/confidentialite', 'en')).toEqual({ href: '/en/privacy' });
  });
});
