// Every figure of SPEC §3 and §9, restated from the specification, must be present in
// the generated content on the right venue and formula. This is the one place where
// figures are written twice: to check the content against the specification.
import { describe, expect, it } from 'vitest';
import { productFigures, venueEventCards } from '@/lib/cards';
import { accessOf, formulaById, getProduct, getVenue, partnerRatings, productHref, products, site, type Formula } from '@/lib/content';

type Expected = Partial<Omit<Formula, 'supplement' | 'quantite' | 'salles'>> & {
  supplement?: { au_dela_de: number; montant: number };
  quantite?: { min: number; max?: number; periode: string; engagement?: string };
};

const FORMULAS: [id: string, expected: Expected][] = [
  // Vaugirard, Paris 15, individuals (TTC)
  ['vaugirard-matin-week-end', { prix_affiche: 210, taxe: 'TTC', horaires: ['9h-12h30'], disponible: ['samedi', 'dimanche', 'feries'], capacite: 25, supplement: { au_dela_de: 25, montant: 50 } }],
  ['vaugirard-apres-midi-week-end', { prix_affiche: 360, horaires: ['13h30-17h30'], disponible: ['samedi', 'dimanche'], capacite: 25, supplement: { au_dela_de: 25, montant: 50 } }],
  ['vaugirard-journee-samedi-tout-compris', { prix_affiche: 600, capacite: 40, horaires: ['10h-18h'], duree_heures: 7, disponible: ['samedi'] }],
  ['vaugirard-journee-dimanche-tout-compris', { prix_affiche: 500, capacite: 40, duree_heures: 7, disponible: ['dimanche'] }],
  ['vaugirard-boum-vendredi', { prix_affiche: 399, capacite: 25, horaires: ['18h30-23h30'], disponible: ['vendredi'], special: ['boom', 'vendredi_soir'] }],
  ['vaugirard-soiree-light-vendredi', { prix_affiche: 399, capacite: 40, horaires: ['18h30-0h'], disponible: ['vendredi'] }],
  ['vaugirard-soiree-tout-compris-vendredi', { prix_affiche: 650, capacite: 40, horaires: ['19h-2h'], disponible: ['vendredi'] }],
  ['vaugirard-soiree-light-samedi', { prix_affiche: 599, horaires: ['18h30-0h'], disponible: ['samedi'] }],
  ['vaugirard-soiree-tout-compris-samedi', { prix_affiche: 750, horaires: ['19h-2h'], disponible: ['samedi'] }],
  // Montparnasse, Paris 14, individuals (TTC)
  ['montparnasse-journee-tout-compris-deux-salles', { prix_affiche: 750, taxe: 'TTC', capacite: 60, horaires: ['8h-19h'], heure_sup: 100, disponible: ['samedi', 'dimanche'] }],
  ['montparnasse-repas-famille-soir', { prix_affiche: 500, capacite: 35, horaires: ['18h30-23h30'], disponible: ['vendredi', 'samedi'], special: ['repas_famille', 'vendredi_soir', 'samedi_soir'] }],
  ['montparnasse-journee-tout-compris-une-salle', { prix_affiche: 500, capacite: 25, duree_heures: 7, heure_sup: 100, disponible: ['samedi', 'dimanche', 'feries'] }],
  ['montparnasse-anniversaire-enfant-week-end', { prix_affiche: 500, capacite: 25, disponible: ['samedi', 'dimanche'] }],
  ['montparnasse-evenement-week-end', { prix_affiche: 500, capacite: 50, disponible: ['samedi', 'dimanche'], categories: ['babyshower', 'bapteme', 'mariage'] }],
  // Professionals, Paris 15 (Vaugirard), HT
  ['vaugirard-formation-journee', { prix_affiche: 250, unite: 'jour', taxe: 'HT', capacite: 20, horaires: ['9h-17h30'], disponible: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], quantite: { min: 3, max: 5, periode: 'consecutifs' } }],
  ['vaugirard-demi-journee-etude', { prix_affiche: 80, unite: 'personne', prix_min: 950, capacite: 16, horaires: ['9h-13h', '13h30-17h30'] }],
  ['vaugirard-journee-etude', { prix_affiche: 100, unite: 'personne', prix_min: 1000, horaires: ['9h-17h30'], heure_sup: 90 }],
  ['vaugirard-location-seche-4h', { prix_affiche: 400, duree_heures: 4, heure_sup: 90, capacite: 16 }],
  ['vaugirard-location-seche-8h', { prix_affiche: 500, duree_heures: 8, heure_sup: 90, capacite: 16 }],
  ['vaugirard-ag-3h', { prix_affiche: 210, duree_heures: 3, horaires: ['18h30-21h30'], disponible: ['lundi', 'mardi', 'mercredi', 'jeudi'], capacite: 25, capacite_annoncee: 30, heure_sup: 90 }],
  ['vaugirard-soiree-hebdomadaire', { prix_affiche: 100, unite: 'soiree', capacite: 12, horaires: ['18h30-21h30'], quantite: { min: 1, periode: 'semaine', engagement: 'mois' } }],
  ['vaugirard-soiree-entreprise-cocktail', { prix_affiche: 600, duree_heures: 5, horaires: ['19h-0h'], capacite: 40, heure_sup: 120 }],
  ['vaugirard-cocktail-tout-compris', { prix_affiche: 600, par_personne: 60, personnes_min: 15 }],
  // Professionals, Paris 14 (Montparnasse), HT
  ['montparnasse-formation-journee', { prix_affiche: 450, unite: 'jour', taxe: 'HT', disponible: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], horaires: ['9h-17h30'], quantite: { min: 9, periode: 'trimestre' } }],
  ['montparnasse-demi-journee-etude', { prix_affiche: 75, unite: 'personne', prix_min: 950, capacite: 20, duree_heures: 4, horaires: ['9h-14h', '12h-17h'] }],
  ['montparnasse-journee-etude', { prix_affiche: 100, unite: 'personne', prix_min: 1000, capacite: 30, horaires: ['9h-17h30'] }],
  ['montparnasse-location-seche-une-salle-4h', { prix_affiche: 400, capacite: 20, duree_heures: 4, horaires: ['9h-13h', '13h30-17h30'], heure_sup: 90, nombre_salles: 1 }],
  ['montparnasse-location-seche-une-salle-8h', { prix_affiche: 600, capacite: 20, duree_heures: 8, heure_sup: 90, nombre_salles: 1 }],
  ['montparnasse-location-seche-deux-salles-8h', { prix_affiche: 900, capacite: 45, duree_heures: 8, heure_sup: 90, nombre_salles: 2 }],
  ['montparnasse-ag-3h', { prix_affiche: 210, duree_heures: 3, horaires: ['18h30-21h30'], disponible: ['lundi', 'mardi', 'mercredi', 'jeudi'], capacite: 25, capacite_annoncee: 30, heure_sup: 90 }],
  ['montparnasse-soiree-hebdomadaire', { prix_affiche: 100, unite: 'soiree', capacite: 12, quantite: { min: 1, periode: 'semaine', engagement: 'mois' } }],
  ['montparnasse-soiree-entreprise-cocktail', { prix_affiche: 900, duree_heures: 5, horaires: ['19h-0h'], disponible: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], capacite: 50, capacite_annoncee: 60, heure_sup: 120 }],
  ['montparnasse-cocktail-tout-compris', { prix_affiche: 900, par_personne: 60, prix_min: 1500, personnes_min: 15 }],
];

describe('SPEC §9: every formula carries its figures', () => {
  it.each(FORMULAS)('%s', (id, expected) => {
    const formula = formulaById(id);
    expect(formula, `formule ${id} absente du contenu`).toBeDefined();
    expect(formula).toMatchObject(expected);
  });

  it('individuals pay TTC and professionals HT', () => {
    for (const [id] of FORMULAS) {
      const formula = formulaById(id)!;
      expect(formula.taxe).toBe(formula.audience === 'pro' ? 'HT' : 'TTC');
    }
  });

  it('the Montparnasse training formula keeps both rooms with their numbers', () => {
    const formula = formulaById('montparnasse-formation-journee')!;
    expect(formula.salles).toEqual([
      expect.objectContaining({ salle: 'ocre', personnes_max: 12 }),
      expect.objectContaining({ salle: 'bleue', personnes_min: 10, personnes_max: 28 }),
    ]);
    const rooms = getVenue('montparnasse').salles!;
    expect(rooms).toEqual([
      expect.objectContaining({ code: 'ocre', superficie: 58, capacite: 14 }),
      expect.objectContaining({ code: 'bleue', superficie: 52, capacite: 28 }),
    ]);
  });

  it('the boum rules: a parent present, 20 children and 10 adults', () => {
    const formula = formulaById('vaugirard-boum-vendredi')!;
    expect(formula.regles?.join(' ')).toMatch(/parent/i);
    expect(formula.regles?.join(' ')).toMatch(/11-14 ans/);
    const boum = getVenue('vaugirard').dispositions.find((d) => d.categories?.includes('boom'));
    expect(boum?.capacite_detail).toBe('20 enfants et 10 adultes');
  });

  it('the weekly evening allows calm activities only, no meal or drink', () => {
    for (const id of ['vaugirard-soiree-hebdomadaire', 'montparnasse-soiree-hebdomadaire']) {
      const rules = formulaById(id)!.regles!.join(' ');
      expect(rules).toMatch(/calmes/);
      expect(rules).toMatch(/ni repas ni boissons/i);
    }
  });

  it('the family meal excludes a dancing party, the all-inclusive cocktail serves 15 pieces', () => {
    expect(formulaById('montparnasse-repas-famille-soir')!.regles!.join(' ')).toMatch(/pas de soirée dansante/);
    expect(formulaById('montparnasse-cocktail-tout-compris')!.inclus.join(' ')).toMatch(/15 pièces par personne/);
  });
});

describe('SPEC §1 and §3: venues', () => {
  it.each([
    ['vaugirard', 'Paris 15', 70, 40],
    ['montparnasse', 'Paris 14', 110, 60],
  ] as const)('%s: sector, superficie, capacity', (code, sector, superficie, capacite) => {
    expect(getVenue(code)).toMatchObject({ sector, superficie, capacite });
  });

  it('Montparnasse: 25 people per room for private events', () => {
    expect(getVenue('montparnasse').capacite_par_salle).toBe(25);
  });

  it('Vaugirard access: metro 12, tramway 2 and 3a, bus 80, station 10-15 min, Orly 25 min, parking 150 m', () => {
    const access = accessOf(getVenue('vaugirard'));
    expect(access.metro.lignes).toEqual(['12']);
    expect(access.metro.stations).toEqual(expect.arrayContaining(['Convention', 'Porte de Versailles']));
    expect(access.tramway?.lignes).toEqual(['T2', 'T3a']);
    expect(access.bus.lignes).toEqual(['80']);
    expect(access.gare).toMatchObject({ minutes_min: 10, minutes_max: 15, mode: 'transports' });
    expect(access.gare.nom).toMatch(/Montparnasse/);
    expect(access.aeroport).toMatchObject({ minutes_min: 25 });
    expect(access.aeroport.nom).toMatch(/Orly/);
    expect(access.parking).toEqual(expect.objectContaining({ payant: true, distance_m: 150 }));
    expect(access.address).toBe('350 rue de Vaugirard, 75015 Paris');
  });

  it('Montparnasse access: metro 4/6/12/13, no tramway, bus 59, station 8 min, Orly 25 min, parking 300 m', () => {
    const access = accessOf(getVenue('montparnasse'));
    expect(access.metro.lignes).toEqual(['4', '6', '12', '13']);
    expect(access.metro.stations?.join(' ')).toMatch(/Montparnasse/);
    expect(access.metro.stations?.join(' ')).toMatch(/Pern/);
    expect(access.tramway).toBeUndefined();
    expect(access.bus.lignes).toEqual(['59']);
    expect(access.gare).toMatchObject({ minutes_min: 8, mode: 'pied' });
    expect(access.aeroport).toMatchObject({ minutes_min: 25 });
    expect(access.parking).toEqual(expect.objectContaining({ payant: true, distance_m: 300 }));
    expect(access.address).toBe('120 rue Raymond-Losserand, 75014 Paris');
  });

  it('Montparnasse has its own video for individuals', () => {
    const venue = getVenue('montparnasse');
    expect(venue.video_id_particuliers).toBeTruthy();
    expect(venue.video_id_particuliers).not.toBe(venue.video_id);
  });
});

describe('SPEC §9: room layouts and feature texts', () => {
  const layout = (code: 'vaugirard' | 'montparnasse', pattern: RegExp) =>
    getVenue(code).dispositions.find((d) => pattern.test(d.name));

  it.each([
    [/U/, 14],
    [/Théâtre/, 25],
    [/Cocktail/, 40],
    [/enfant/i, 35],
  ])('Vaugirard layout %s: %i', (pattern, capacite) => {
    expect(layout('vaugirard', pattern)?.capacite).toBe(capacite);
  });

  it('Vaugirard feature texts: U 12, cabaret 18, conference 25, general assembly 30', () => {
    const text = getVenue('vaugirard').features_pro.map((f) => `${f.name} ${f.description ?? ''}`).join(' | ');
    for (const [word, n] of [[/\bU\b/, 12], [/cabaret/i, 18], [/conférence/i, 25], [/assemblée/i, 30]] as const) {
      const feature = getVenue('vaugirard').features_pro.find((f) => word.test(`${f.name} ${f.description ?? ''}`));
      expect(feature, `${word} dans ${text}`).toBeDefined();
      expect(`${feature!.name} ${feature!.description ?? ''}`).toContain(String(n));
    }
  });

  it.each([
    [/Ocre/, undefined, 12],
    [/Bleue/, undefined, 20],
    [/Classe/, 12, 18],
    [/Conférence/, undefined, 35],
    [/Théâtre/, undefined, 35],
    [/Cocktail/, undefined, 60],
    [/Repas/, 35, 40],
  ])('Montparnasse layout %s: %s–%i', (pattern, min, max) => {
    const found = layout('montparnasse', pattern);
    expect(found?.capacite).toBe(max);
    if (min) expect(found?.capacite_min).toBe(min);
  });
});

describe('SPEC §9: summary cards, derived from the product page each names', () => {
  // The specification's cards were typed by hand (from 360 €, 650 €, 75 € HT per person…) and
  // drifted from its own price list: the formulas win, and each card shows what its page shows.
  const cards = (audience: 'particuliers' | 'pro') => venueEventCards(getVenue('vaugirard'), audience);
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [/anniversaire enfant/i, '210 € TTC', "jusqu'à 35 personnes"],
    [/baby shower/i, '500 € TTC', "jusqu'à 40 personnes"],
    [/baptême/i, '500 € TTC', "jusqu'à 40 personnes"],
    [/mariage/i, '500 € TTC', "jusqu'à 40 personnes"],
    [/soirée adulte/i, '399 € TTC', "jusqu'à 40 personnes"],
    [/boum/i, '399 € TTC', "jusqu'à 25 personnes"],
  ])('individuals card %s: from %s, %s', (pattern, price, people) => {
    const card = cards('particuliers').find((c) => pattern.test(c.name));
    expect(card && { price: plain(card.price), people: card.people }).toEqual({ price, people });
  });

  it.each([
    [/réunion/i, '400 € HT · 480 € TTC', "jusqu'à 16 personnes"],
    [/formation/i, '250 € HT · 300 € TTC par jour, au moins 3 jours consécutifs', "jusqu'à 20 personnes"],
    [/assemblée/i, '210 € HT · 252 € TTC', "jusqu'à 25 personnes, 30 sur demande"],
    [/soirée d'entreprise/i, '600 € HT · 720 € TTC', "jusqu'à 40 personnes"],
  ])('professionals card %s: from %s, %s', (pattern, price, people) => {
    const card = cards('pro').find((c) => pattern.test(c.name));
    expect(card && { price: plain(card.price), people: card.people }).toEqual({ price, people });
  });

  it('every card carries the figures and the photo of the product page it names', () => {
    for (const card of [...cards('particuliers'), ...cards('pro')]) {
      const product = products().find((p) => productHref(p) === card.href)!;
      const { start, people } = productFigures(product);
      expect(card).toMatchObject({ price: start!.text, people: people!.text, imageSrc: product.imageSrc, imageAlt: product.imageAlt });
    }
  });

  it('weddings: 35 guests with children, 40 adults only', () => {
    const wedding = getProduct('vaugirard', 'location-de-salle-mariage-fiancailles-paris-15')!;
    const text = wedding.features.map((f) => `${f.name} ${f.description ?? ''}`).join(' ');
    expect(text).toMatch(/35 invités si des enfants sont présents/);
    expect(text).toMatch(/40 entre adultes/);
  });
});

describe('SPEC §1: site data', () => {
  // The SPEC's ratings are examples: in the content, shown only in development and previews.
  it('partner ratings per audience, marked as examples and hidden outside previews', () => {
    expect(site.notes_particuliers.map((r) => r.note)).toEqual([4.7, 4.3, 5]);
    expect(site.notes_pro.map((r) => r.note)).toEqual([4.7, 5, 5]);
    expect([...site.notes_particuliers, ...site.notes_pro].every((r) => r.exemple === true)).toBe(true);
    expect(partnerRatings('particuliers')).toEqual([]);
  });

  it('four review platforms, contact details', () => {
    expect(site.plateformes).toHaveLength(4);
    expect(site.phone).toBe('01 99 00 48 15');
    expect(site.email).toBe('contact@salles-rive-gauche.fr');
    expect(site.brand_slug).toBe('salles-rive-gauche');
  });
});
