// Figures a copywriter writes in sentences, checked against the figures that have one source:
// a starting price (« à partir de 50 € ») against the pricing engine's, a capacity
// (« jusqu'à 60 personnes ») against the formulas, venue, rooms and layouts, hours
// (« de 8h à 23h ») against the formulas' slots, and in professional prose an amount HT
// with its TTC beside it. Each page is read against the formulas it presents; an English page
// (#37) against those of the French page it translates, read with an English reader (« from €50 »,
// « up to 60 people », « 09:00–13:00 », « €400 excl. VAT (€480 incl. VAT) »), and its prose must
// write English forms: « €80 », not « 80 € », « 80 euros » or « £80 »; « per person », not
// « par personne »; 24-hour times, not « 9am ».
import type { Nodes } from 'mdast';
import { parseSpan } from '../availability';
import { pathStem, venueFolderOf } from '../content-model/files';
import { formatEuros as englishEuros } from '../english/format';
import { formatEuros } from '../french/format';
import { formatPrice, peopleRule, startOf, startText } from '../pricing';
import { asPricing } from './formula';
import { arr, group, num, str, type Catalogue } from './documents';
import { messages } from './messages';
import { isRead, type Path, type ReadFile, type SourceFile } from './source';

/** `1 200`, `1 200,50`, `45`: a number as French prose writes it. */
const NUMBER = String.raw`(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d{1,2}))?`;
/** `1,200`, `1,200.50`, `45`: a number as English prose writes it. */
const EN_NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;

const toNumber = (whole: string, cents?: string) =>
  Number(whole.replace(/[ \u00a0\u202f,]/g, '')) + (cents ? Number(cents) / 10 ** cents.length : 0);
/** The number a match of NUMBER (or a pattern that starts with it) reads. */
const matchedNumber = ([, whole = '', cents]: RegExpMatchArray) => toNumber(whole, cents);
/** Every amount a price text shows (`75 € HT · 90 € TTC par personne` → 75, 90). */
const amountsIn = (text: string) => [...text.matchAll(new RegExp(NUMBER, 'gu'))].map(matchedNumber);

const ENGLISH_TAX = { HT: 'excl. VAT', TTC: 'incl. VAT' } as const;

/**
 * How a language writes the figures the prose check compares: a starting price, a capacity,
 * hours (groups: start hour and minutes, end hour and minutes), a price without VAT and, in the
 * same clause, its price with VAT; and how the messages write a price back.
 */
type Reader = {
  start: RegExp;
  capacity: RegExp;
  hours: RegExp;
  ht: RegExp;
  ttc: RegExp;
  /** Where a clause ends, after an amount without VAT. */
  clauseEnd: RegExp;
  price: (amount: number, tax: 'HT' | 'TTC') => string;
  /** An amount without VAT with its price with VAT, as a professional must read it. */
  withVat: (amount: number, vat: number) => string;
};

const FRENCH: Reader = {
  start: new RegExp(String.raw`à partir de\s+${NUMBER}\s*(?:€|euros?)`, 'giu'),
  capacity: new RegExp(String.raw`jusqu['’]à\s+${NUMBER}\s+(?:personnes|invités|participants|convives)`, 'giu'),
  hours: /\bde\s+(\d{1,2})\s*h\s*(\d{2})?\s+à\s+(\d{1,2})\s*h\s*(\d{2})?/giu,
  ht: new RegExp(String.raw`${NUMBER}\s*€\s*HT\b`, 'gu'),
  ttc: /TTC/,
  clauseEnd: /[.;!?]/,
  price: (amount, tax) => `${formatEuros(amount)} ${tax}`,
  withVat: (amount, vat) => formatPrice(amount, { taxe: 'HT', taux_tva: vat }),
};

const ENGLISH: Reader = {
  start: new RegExp(String.raw`(?:from|starting at)\s+€\s?${EN_NUMBER}`, 'giu'),
  capacity: new RegExp(String.raw`up to\s+${EN_NUMBER}\s+(?:people|persons|guests|participants|delegates|attendees)`, 'giu'),
  hours: /\b(\d{1,2}):(\d{2})\s*(?:–|—|-|to|until)\s*(\d{1,2}):(\d{2})\b/giu,
  ht: new RegExp(String.raw`€\s?${EN_NUMBER}\s+excl(?:\.|uding)\s+VAT\b`, 'giu'),
  ttc: /incl(?:\.|uding)\s+VAT/i,
  // « excl. VAT » and « incl. VAT » have a full stop of their own.
  clauseEnd: /[;!?]|\.(?!\s*VAT)/,
  price: (amount, tax) => `${englishEuros(amount)} ${ENGLISH_TAX[tax]}`,
  withVat: (amount, vat) => formatPrice(amount, { taxe: 'HT', taux_tva: vat }, undefined, 'en'),
};

/** French forms in English prose, each with what the English page writes instead. */
const ENGLISH_FORMS: { pattern: RegExp; message: (m: RegExpMatchArray) => string }[] = [
  {
    pattern: new RegExp(String.raw`${NUMBER}\s?€`, 'gu'),
    message: (m) => messages.englishFrenchAmount(m[0], englishEuros(matchedNumber(m))),
  },
  {
    pattern: new RegExp(String.raw`${EN_NUMBER}\s+euros?\b`, 'giu'),
    message: (m) => messages.englishEurosInWords(m[0], englishEuros(matchedNumber(m))),
  },
  {
    pattern: new RegExp(String.raw`£\s?(?:${EN_NUMBER})?`, 'gu'),
    message: (m) => messages.englishPound(m[0].trim(), m[1] ? englishEuros(matchedNumber(m)) : '€'),
  },
  {
    pattern: /(?<!\p{L})(par personne|par jour|par soirée|par heure|HT|TTC)(?!\p{L})/gu,
    message: (m) => messages.englishFrenchWords(m[0], FRENCH_WORDS[m[0]] ?? m[0]),
  },
  {
    pattern: /\b(\d{1,2})(?:[:.](\d{2}))?\s?([ap])(?:m\b|\.m\.)/giu,
    message: ([stated, hour = '', minutes = '00', half = '']) => {
      const h = (Number(hour) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
      return messages.englishTwelveHour(stated, `${String(h).padStart(2, '0')}:${minutes}`);
    },
  },
];

/** What English prose writes in French forms, one message each. */
const frenchFormsIn = (text: string) => ENGLISH_FORMS.flatMap((form) => [...text.matchAll(form.pattern)].map(form.message));

const FRENCH_WORDS: Record<string, string> = {
  'par personne': 'per person',
  'par jour': 'per day',
  'par soirée': 'per evening',
  'par heure': 'per hour',
  HT: 'excl. VAT',
  TTC: 'incl. VAT',
};

/** The figures a page may state: those of the formulas it presents, and of its venue. */
type Figures = {
  where: string;
  cheapest: { amount: number; tax: 'HT' | 'TTC' } | undefined;
  startAmounts: Set<number>;
  capacities: Set<number>;
  largest: number;
  spans: string[];
};

function figuresOf(
  cat: Catalogue,
  where: string,
  formulas: ReadFile[],
  venues: ReadFile[],
  categories: readonly unknown[] | undefined,
): Figures | undefined {
  const vat = num(cat.site().taux_tva) ?? 0;
  const priced = formulas.map((f) => asPricing(f.data, vat)).filter((f) => f !== undefined);
  if (priced.length === 0) return undefined;
  const ranked = priced
    .map(startOf)
    .filter((s) => s !== undefined)
    .sort((a, b) => a.estimate.total - b.estimate.total);
  const starts = ranked.map(startText);
  const cheapest = ranked[0] && { amount: ranked[0].estimate.total, tax: ranked[0].formula.taxe };
  const capacities = new Set<number>();
  for (const formula of priced) {
    const rule = peopleRule(formula);
    [formula.capacite, rule.max, rule.onRequestFrom, ...(formula.salles ?? []).map((room) => room.personnes_max)].forEach(
      (n) => n && capacities.add(n),
    );
  }
  const largest = Math.max(...capacities);
  for (const venue of venues) {
    const v = venue.data;
    [num(v.capacite), num(v.capacite_par_salle), ...arr(v.salles).map((room) => num(group(room).capacite))].forEach(
      (n) => n && capacities.add(n),
    );
    arr(v.dispositions)
      .map(group)
      .forEach((layout) => {
        const shown = arr(layout.categories);
        if (!categories || shown.length === 0 || shown.some((c) => categories.includes(c)))
          [num(layout.capacite), num(layout.capacite_min)].forEach((n) => n && capacities.add(n));
      });
  }
  const spans = [
    ...new Set(
      formulas
        .flatMap((f) => [...arr(f.data.horaires), f.data.plage_horaire])
        .filter((s): s is string => typeof s === 'string' && !!parseSpan(s)),
    ),
  ];
  return { where, cheapest, startAmounts: new Set(starts.flatMap(amountsIn)), capacities, largest, spans };
}

const minutes = (h: string, m?: string) => Number(h) * 60 + Number(m ?? 0);

/** Whether « de 8h à 23h » is one of the slots, or spans them all (earliest start to latest end). */
function hoursMatch(figures: Figures, start: number, end: number) {
  // An unreadable slot is the formula check's to report.
  const spans = figures.spans.flatMap((s) => parseSpan(s) ?? []);
  const endOf = (e: number) => (e <= start ? e + 24 * 60 : e);
  const stated = { start, end: endOf(end) };
  if (spans.some((s) => s.start === stated.start && s.end === stated.end)) return true;
  return spans.length > 0 && Math.min(...spans.map((s) => s.start)) === stated.start && Math.max(...spans.map((s) => s.end)) === stated.end;
}

type Text = { text: string; path: Path; line?: number | undefined };

/** Every sentence of a page: the strings of its frontmatter, and each paragraph, heading or list item of its body. */
function textsOf(source: SourceFile): Text[] {
  const texts: Text[] = [];
  const visit = (value: unknown, path: Path) => {
    if (typeof value === 'string') texts.push({ text: value, path });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
  };
  visit(source.data, []);
  const walk = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      texts.push({ text: plain(node), path: ['texte'], line: node.position?.start.line });
      return;
    }
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  if (source.body) walk(source.body);
  return texts;
}

const plain = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(plain).join('')
      : '';

/** A venue's features and layouts have their own, finer comparison with its layouts (venue.ts, warnings). */
const COMPARED_ELSEWHERE = new Set(['features_particuliers', 'features_pro', 'dispositions']);

function checkTexts(cat: Catalogue, source: SourceFile, figures: Figures | undefined, professional: boolean, reader: Reader) {
  const report = ({ path, line }: Text, message: string) =>
    line !== undefined ? cat.problems.push({ file: source.file, line, field: 'texte', message }) : cat.report(source, path, message);
  const vat = num(cat.site().taux_tva) ?? 0;
  for (const text of textsOf(source)) {
    if (reader === ENGLISH) for (const message of frenchFormsIn(text.text)) report(text, message);
    if (figures && !COMPARED_ELSEWHERE.has(String(text.path[0]))) {
      for (const m of text.text.matchAll(reader.start)) {
        if (figures.cheapest && !figures.startAmounts.has(matchedNumber(m)))
          report(text, messages.proseStart(m[0], figures.where, reader.price(figures.cheapest.amount, figures.cheapest.tax)));
      }
      for (const m of text.text.matchAll(reader.capacity)) {
        if (!figures.capacities.has(matchedNumber(m))) report(text, messages.proseCapacity(m[0], figures.where, figures.largest));
      }
      for (const m of text.text.matchAll(reader.hours)) {
        const [, fromHour = '', fromMinutes, toHour = '', toMinutes] = m;
        if (figures.spans.length && !hoursMatch(figures, minutes(fromHour, fromMinutes), minutes(toHour, toMinutes)))
          report(text, messages.proseHours(m[0], figures.where, figures.spans));
      }
    }
    if (!professional) continue;
    for (const m of text.text.matchAll(reader.ht)) {
      // Its TTC beside it: in the same clause, before the sentence ends.
      const after = text.text
        .slice(m.index + m[0].length)
        .split(reader.clauseEnd, 1)
        .join('')
        .slice(0, 40);
      if (!reader.ttc.test(after)) report(text, messages.htWithoutTtc(m[0], reader.withVat(matchedNumber(m), vat)));
    }
  }
}

export function checkProse(cat: Catalogue) {
  const formulasOf = (venue: string) => cat.of('Formula').filter((f) => venueFolderOf(f.rel) === venue);
  const productFigures = (product: ReadFile) => {
    const venue = venueFolderOf(product.rel) ?? '';
    const names = arr(product.data.formules);
    const served = formulasOf(venue).filter((f) => names.includes(pathStem(f.rel)));
    return figuresOf(cat, messages.proseWhere.product, served, [cat.venue(venue)].filter(isRead), [product.data.categorie]);
  };
  const venueFigures = (venue: ReadFile) => figuresOf(cat, messages.proseWhere.venue, formulasOf(pathStem(venue.rel)), [venue], undefined);
  const prestationFigures = (prestation: ReadFile) => {
    const categories = arr(prestation.data.categories);
    const served = cat.of('Formula').filter((f) => arr(f.data.categories).some((c) => categories.includes(c)));
    const venues = [...new Set(served.map((f) => venueFolderOf(f.rel)))].map((code) => cat.venue(code ?? '')).filter(isRead);
    return figuresOf(cat, messages.proseWhere.prestation, served, venues, categories);
  };
  const isPro = (doc: ReadFile) => str(doc.data.audience) === 'pro';

  for (const product of cat.of('Product')) checkTexts(cat, product, productFigures(product), isPro(product), FRENCH);
  for (const venue of cat.of('Venue')) checkTexts(cat, venue, venueFigures(venue), false, FRENCH);
  for (const prestation of cat.of('Prestation')) checkTexts(cat, prestation, prestationFigures(prestation), isPro(prestation), FRENCH);

  // English pages: the figures of the French page they translate, every English page being professional.
  const english = [
    { type: 'EnglishProduct', figures: productFigures },
    { type: 'EnglishVenue', figures: venueFigures },
    { type: 'EnglishPrestation', figures: prestationFigures },
    { type: 'EnglishPage', figures: () => undefined },
    // A formula's words: their English forms only; the French file holds its figures.
    { type: 'EnglishFormula', figures: () => undefined },
    { type: 'EnglishSite', figures: () => undefined },
  ] as const;
  for (const { type, figures } of english) {
    for (const page of cat.of(type)) {
      const french = cat.frenchOf(page);
      checkTexts(cat, page, french && figures(french), true, ENGLISH);
    }
  }
  // The English words beside the French in a category's gallery: the forms of an English page.
  for (const category of cat.of('Category'))
    arr(category.data.galerie).forEach((photo, index) => {
      const text = str(group(photo).name_en);
      if (text) for (const message of frenchFormsIn(text)) cat.report(category, ['galerie', index, 'name_en'], message);
    });
}
