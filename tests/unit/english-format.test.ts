// The English (en-GB) formatter of #37, every function against expectations written by hand,
// and the English price beside the French one, which must not change.
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDays,
  formatDistance,
  formatEuros,
  formatJourney,
  formatLongDate,
  formatRating,
  formatSchedule,
  formatSlots,
  joinEnglish,
  phoneFor,
} from '@/lib/english/format';
import { englishTypography, rehypeTypography } from '@/lib/english/typography';
import { internationalPhone } from '@/lib/seo/jsonld';
import { formatPrice } from '@/lib/pricing';

const NBSP = '\u00a0';
const individuals = { taxe: 'TTC', taux_tva: 20 } as const;
const professionals = { taxe: 'HT', taux_tva: 20 } as const;

describe('formatEuros: the euro sign first, comma thousands, cents only when there are some', () => {
  it.each([
    [80, '€80'],
    [1800, '€1,800'],
    [12_500, '€12,500'],
    [0, '€0'],
    [12.5, '€12.50'],
    [1234.56, '€1,234.56'],
  ])('%d → %s', (amount, text) => expect(formatEuros(amount)).toBe(text));
});

describe('formatDays: capitalised days, a run of three or more as a range, bank holidays last', () => {
  it.each([
    [['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], 'Monday to Friday'],
    [['samedi', 'dimanche', 'feries'], 'Saturday, Sunday and bank holidays'],
    [['vendredi', 'samedi'], 'Friday and Saturday'],
    [['vendredi'], 'Friday'],
    [['lundi', 'mercredi', 'vendredi'], 'Monday, Wednesday and Friday'],
    [['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'feries'], 'Monday to Sunday and bank holidays'],
    [['feries'], 'bank holidays'],
    [[], ''],
  ] as const)('%j → %s', (days, text) => expect(formatDays(days)).toBe(text));

  it('joins without a comma before the conjunction', () => {
    expect(joinEnglish(['a', 'b', 'c'], 'or')).toBe('a, b or c');
    expect(joinEnglish(['a'])).toBe('a');
  });
});

describe('formatSchedule and formatSlots: the content’s French slots on the 24-hour clock', () => {
  it.each([
    ['9h-12h30', '09:00–12:30'],
    ['13h30-17h30', '13:30–17:30'],
    ['18h30-0h', '18:30–00:00'],
    ['19h-2h', '19:00–02:00'],
    ['9h - 13h', '09:00–13:00'],
  ])('%s → %s', (slot, text) => expect(formatSchedule(slot)).toBe(text));

  it('several slots read as a choice, the English detail after a dash; nothing at all gives undefined', () => {
    expect(formatSlots(['9h-13h', '13h30-17h30'])).toBe('09:00–13:00 or 13:30–17:30');
    expect(formatSlots(['9h-17h30'], '7 hours of your choice')).toBe('09:00–17:30 — 7 hours of your choice');
    expect(formatSlots([], '8 consecutive hours')).toBe('8 consecutive hours');
    expect(formatSlots([])).toBeUndefined();
  });
});

describe('formatLongDate: weekday, day, month, year, without a comma', () => {
  it.each([
    ['2027-06-11', 'Friday 11 June 2027'],
    ['2027-06-12', 'Saturday 12 June 2027'],
    ['2028-02-29', 'Tuesday 29 February 2028'],
    ['2026-12-31', 'Thursday 31 December 2026'],
  ])('%s → %s', (iso, text) => expect(formatLongDate(iso)).toBe(text));
});

describe('formatClock, formatJourney, formatDistance, formatRating', () => {
  it('times on the 24-hour clock, midnight in words', () => {
    expect(formatClock('23:00')).toBe('23:00');
    expect(formatClock('23:30')).toBe('23:30');
    expect(formatClock('9:30')).toBe('09:30');
    expect(formatClock('00:00')).toBe('midnight');
  });

  it('journeys, distances and ratings', () => {
    expect(formatJourney('pied', 8)).toBe('8 min on foot');
    expect(formatJourney('transports', 10, 15)).toBe('10 to 15 min by public transport');
    expect(formatJourney('voiture', 20)).toBe('20 min by car');
    expect(formatDistance(350)).toBe('350 m');
    expect(formatDistance(1200)).toBe('1.2 km');
    expect(formatDistance(1000)).toBe('1 km');
    expect(formatRating(4.8)).toBe('4.8/5');
    expect(formatRating(5)).toBe('5/5');
  });
});

describe('the provider’s phone', () => {
  it('reads as dialled from abroad on English pages, as written on French ones, and dials the same number', () => {
    expect(phoneFor('en', '01 99 00 48 15')).toBe('+33 1 99 00 48 15');
    expect(phoneFor('fr', '01 99 00 48 15')).toBe('01 99 00 48 15');
    expect(phoneFor('en', '+33 1 99 00 48 15')).toBe('+33 1 99 00 48 15');
    for (const written of ['01 99 00 48 15', '+33 1 99 00 48 15']) expect(internationalPhone(written)).toBe('+33199004815');
  });
});

describe('formatPrice in English, from the same figures as the French', () => {
  it('a business price per person and a half-day flat fee, VAT at the rate given', () => {
    expect(formatPrice(80, professionals, { unite: 'personne' }, 'en')).toBe('€80 excl. VAT (€96 incl. VAT) per person');
    expect(formatPrice(400, professionals, { unite: 'forfait', duree_heures: 4 }, 'en')).toBe(
      '€400 excl. VAT (€480 incl. VAT) per half day',
    );
    expect(formatPrice(400, { taxe: 'HT', taux_tva: 10 }, { unite: 'forfait', duree_heures: 4 }, 'en')).toContain('(€440 incl. VAT)');
  });

  it('every unit, thousands, cents, an individual price and the bare amount', () => {
    expect(formatPrice(12_500, professionals, { unite: 'forfait', duree_heures: 8 }, 'en')).toBe(
      '€12,500 excl. VAT (€15,000 incl. VAT) per day',
    );
    expect(formatPrice(250, professionals, { unite: 'jour' }, 'en')).toMatch(/ per day$/);
    expect(formatPrice(100, professionals, { unite: 'soiree' }, 'en')).toMatch(/ per evening$/);
    expect(formatPrice(60, professionals, { unite: 'heure' }, 'en')).toMatch(/ per hour$/);
    expect(formatPrice(900, professionals, { unite: 'forfait', duree_heures: 3 }, 'en')).toMatch(new RegExp(` for 3${NBSP}hours$`));
    expect(formatPrice(900, professionals, { unite: 'forfait' }, 'en')).toBe('€900 excl. VAT (€1,080 incl. VAT)');
    expect(formatPrice(70.5, professionals, undefined, 'en')).toBe('€70.50 excl. VAT (€84.60 incl. VAT)');
    expect(formatPrice(80, individuals, { unite: 'personne' }, 'en')).toBe('€80 incl. VAT per person');
  });

  it('the French price is unchanged without a language and with fr', () => {
    const french = `400${NBSP}€${NBSP}HT (480${NBSP}€${NBSP}TTC) la demi-journée`;
    expect(formatPrice(400, professionals, { unite: 'forfait', duree_heures: 4 })).toBe(french);
    expect(formatPrice(400, professionals, { unite: 'forfait', duree_heures: 4 }, 'fr')).toBe(french);
  });
});

describe('englishTypography: what an English page reads of a copywriter’s French habits', () => {
  it.each([
    ['Take the « Pasteur » exit', 'Take the “Pasteur” exit'],
    ['Take the «\u202fPasteur\u202f» exit', 'Take the “Pasteur” exit'],
    ['30 % of the total price', '30% of the total price'],
    [`50${NBSP}% is due`, '50% is due'],
    ['Note : bring your badge ; thank you !', 'Note: bring your badge; thank you!'],
    ["the venue's rooms, 10 minutes' walk", 'the venue’s rooms, 10 minutes’ walk'],
  ])('%s → %s', (written, read) => {
    expect(englishTypography(written)).toBe(read);
    expect(englishTypography(read)).toBe(read);
  });

  it('leaves times, addresses and queries as written', () => {
    for (const text of ['09:00–13:00', 'https://www.cnil.fr/en/home', '/en/calculator?offre=x', '€1,800 excl. VAT'])
      expect(englishTypography(text)).toBe(text);
  });

  it('sets the MDX prose of content/en/ in English, and the French prose in French', () => {
    const tree = () => ({
      type: 'root',
      children: [{ type: 'element', tagName: 'p', children: [{ type: 'text', value: '30 % : « oui »' }] }],
    });
    const english = tree();
    rehypeTypography()(english, { data: { rawDocumentData: { sourceFilePath: 'en/pages/rental-terms.mdx' } } });
    expect(english.children[0]!.children[0]!.value).toBe('30%: “oui”');
    const french = tree();
    rehypeTypography()(french, { data: { rawDocumentData: { sourceFilePath: 'pages/conditions-de-location.mdx' } } });
    expect(french.children[0]!.children[0]!.value).toBe(`30\u202f%${NBSP}: «\u202foui\u202f»`);
  });
});
