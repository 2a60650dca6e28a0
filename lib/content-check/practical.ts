// A venue's practical information and the pages' questions: what the shape check cannot say.
// Whole numbers (quantities, minutes, centimetres) are INTEGER_FIELDS of the shape check.
import { arr, group, str, type Catalogue } from './catalogue';
import { messages } from './messages';

/** `23:00`: a time of day as the house rules write it. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export function checkPractical(cat: Catalogue) {
  for (const venue of cat.of('Venue')) {
    const rules = group(group(venue.data!.infos_pratiques).regles);
    const end = rules.musique_fin;
    // Another type is the shape check's to report.
    if (typeof end === 'string' && end.trim() && !CLOCK_TIME.test(end)) {
      cat.report(venue, ['infos_pratiques', 'regles', 'musique_fin'], messages.badClockTime(end));
    }
  }
}

/** Two questions that differ only by case, accents' absence, spaces or punctuation are the same question. */
export const questionKey = (question: string) => question.toLocaleLowerCase('fr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

/** A question asked twice on one page would be answered twice, perhaps differently, and twice in FAQPage. */
export function checkQuestions(cat: Catalogue) {
  for (const source of [...cat.of('Venue'), ...cat.of('Prestation')]) {
    const faq = source.data!.faq;
    if (source.schema?.name === 'Prestation' && Array.isArray(faq) && faq.length === 0) cat.report(source, ['faq'], messages.emptyList('une question'));
    const seen = new Map<string, number>();
    arr(faq).forEach((entry, index) => {
      const question = str(group(entry).question);
      if (!question?.trim()) return;
      const key = questionKey(question);
      const first = seen.get(key);
      if (first !== undefined) cat.report(source, ['faq', index, 'question'], messages.duplicateQuestion(question, first + 1));
      else seen.set(key, index);
    });
  }
}
