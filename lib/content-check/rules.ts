// The rules several document types share, each written once: codes that name another
// document, file names that are ids or addresses, figures bounded by another field, lists
// that must not be empty, questions asked once, the sources of reviews and ratings. The modules of each document type call them.
import { pathStem, venueFolderOf } from '../content-model/files';
import { CATEGORY_CODES, ROOM_CODES, VENUE_CODES } from '../content-model/vocabulary';
import { EXAMPLE_FIELD } from '../examples';
import { arr, group, num, str, type Catalogue, type Data } from './documents';
import { messages } from './messages';
import type { Path, ReadFile, SourceFile } from './source';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A venue code (valid in the vocabulary) that has its file in content/lieux/. */
export function checkVenueCode(cat: Catalogue, source: SourceFile, path: Path, code: unknown) {
  if (typeof code === 'string' && (VENUE_CODES as readonly string[]).includes(code) && !cat.venue(code)) {
    cat.report(source, path, messages.unknownVenue(code, cat.fileOf(`lieux/${code}.mdx`)));
  }
}

/** A category code (valid in the vocabulary) that has its file in content/categories/. */
export function checkCategoryCode(cat: Catalogue, source: SourceFile, path: Path, code: unknown) {
  if (typeof code === 'string' && (CATEGORY_CODES as readonly string[]).includes(code) && !cat.category(code)) {
    cat.report(source, path, messages.unknownCategory(code, cat.fileOf(`categories/${code}.yaml`)));
  }
}

/** A room code (valid in the vocabulary) that the venue's file declares. */
export function checkRoom(cat: Catalogue, source: SourceFile, path: Path, room: unknown, venue: ReadFile) {
  if (typeof room !== 'string' || !(ROOM_CODES as readonly string[]).includes(room)) return;
  const rooms = arr(venue.data.salles)
    .map((r) => str(group(r).code))
    .filter((c): c is string => !!c);
  if (!rooms.includes(room)) cat.report(source, path, messages.unknownRoom(room, venue.file, rooms));
}

/** People in a room (a formula's room option, a layout) within what the venue's file says that room takes. */
export function checkRoomCapacity(cat: Catalogue, source: SourceFile, path: Path, value: unknown, room: unknown, venue: ReadFile) {
  const declared = arr(venue.data.salles)
    .map(group)
    .find((r) => r.code === room);
  const capacity = num(declared?.capacite);
  const n = num(value);
  if (declared && capacity !== undefined && n !== undefined && n > capacity) {
    cat.report(source, path, messages.aboveRoom(n, str(declared.nom) ?? String(room), venue.file, capacity));
  }
}

/** Products and formulas live in `<type>/<venue>/<stem>`: the venue, or undefined once reported. */
export function checkVenueFolder(cat: Catalogue, source: SourceFile) {
  const folder = venueFolderOf(source.rel);
  if (!folder || !(VENUE_CODES as readonly string[]).includes(folder)) {
    cat.report(source, ['dossier'], messages.badFolder(VENUE_CODES));
    return undefined;
  }
  if (!cat.venue(folder)) cat.report(source, ['dossier'], messages.unknownVenue(folder, cat.fileOf(`lieux/${folder}.mdx`)));
  return folder;
}

/** A file name that is part of an address. */
export function checkSlug(cat: Catalogue, source: SourceFile) {
  const stem = pathStem(source.rel);
  if (!SLUG.test(stem)) cat.report(source, ['nom du fichier'], messages.badSlug(stem));
}

/** A file name that is a code of the vocabulary. */
export function checkFileName(cat: Catalogue, source: SourceFile, allowed: readonly string[]) {
  const stem = pathStem(source.rel);
  if (!allowed.includes(stem)) cat.report(source, ['nom du fichier'], messages.badFileName(stem, allowed));
}

/** `value` (at `path`) must not exceed `limit` (named `limitName`). */
export function atMost(cat: Catalogue, source: SourceFile, path: Path, value: unknown, limitName: string, limit: unknown) {
  const v = num(value);
  const l = num(limit);
  if (v !== undefined && l !== undefined && v > l) cat.report(source, path, messages.aboveField(v, limitName, l));
}

export function atLeast(cat: Catalogue, source: SourceFile, path: Path, value: unknown, limitName: string, limit: unknown) {
  const v = num(value);
  const l = num(limit);
  if (v !== undefined && l !== undefined && v < l) cat.report(source, path, messages.belowField(v, limitName, l));
}

/** A list the schema requires must name at least one `what`. */
export function notEmpty(cat: Catalogue, source: ReadFile, field: string, what: string) {
  const value = source.data[field];
  if (Array.isArray(value) && value.length === 0) cat.report(source, [field], messages.emptyList(what));
}

/** Two questions that differ only by case, accents' absence, spaces or punctuation are the same question. */
export const questionKey = (question: string) =>
  question
    .toLocaleLowerCase('fr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A question asked twice on one page would be answered twice, perhaps differently, and twice in FAQPage. */
export function checkQuestions(cat: Catalogue, source: ReadFile) {
  const seen = new Map<string, number>();
  arr(source.data.faq).forEach((entry, index) => {
    const question = str(group(entry).question);
    if (!question?.trim()) return;
    const key = questionKey(question);
    const first = seen.get(key);
    if (first !== undefined) cat.report(source, ['faq', index, 'question'], messages.duplicateQuestion(question, first + 1));
    else seen.set(key, index);
  });
}

/** An absolute http(s) address, or undefined. */
function webAddress(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url : undefined;
  } catch {
    return undefined;
  }
}

const onDomain = (url: URL, domains: readonly string[]) =>
  domains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));

/**
 * A review or a rating shows its source (Code de la consommation L121-2, L121-4): the `url`
 * of the entry, on the platform's domains when the platform is known; none on example entries.
 */
export function checkSourceUrl(cat: Catalogue, source: SourceFile, path: Path, entry: Data, unsourced: string, platform?: Data) {
  const url = entry.url;
  if (url === undefined || url === null || url === '') {
    if (entry[EXAMPLE_FIELD] !== true) cat.report(source, [...path, 'url'], unsourced);
    return;
  }
  if (typeof url !== 'string') return;
  const address = webAddress(url);
  if (!address) return cat.report(source, [...path, 'url'], messages.badUrl(url));
  const domains = arr(platform?.domaines).filter((d): d is string => typeof d === 'string');
  if (platform && domains.length && !onDomain(address, domains)) {
    cat.report(source, [...path, 'url'], messages.urlNotOnPlatform(url, String(platform.nom), domains));
  }
}
