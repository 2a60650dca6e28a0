// The launch check, `npm run content:check -- --mise-en-ligne`: the provider's to-do list
// before launch. Every example item left in content/ and public/images/ (lib/examples/index.ts)
// and, for the deployment, every missing production setting and every malformed calendar
// setting, grouped by kind with a count. Then, without blocking, the English pages not yet
// written (#37): an English page exists where its text is written, never machine-translated.
import { join } from 'node:path';
import { settingsProblems } from '../availability/settings';
import { examplePhotos } from '../examples/photos';
import { EXAMPLE_FIELD, exampleMarks } from '../examples';
import { Catalogue } from './documents';
import { isTranslatable } from './english';
import { checkContent, type CheckOptions } from './index';
import { formatProblem, type Problem } from './report';
import { isRead, problemAt, type SourceFile } from './source';

export type LaunchOptions = CheckOptions & {
  /** The deployment's settings, to check that production has them; not checked when absent. */
  settings?: Record<string, string | undefined> | undefined;
};

/** The kinds of things to supply, in the order the list shows them. */
export const KINDS = {
  avis: 'Avis clients',
  notes: 'Notes des partenaires',
  legal: 'Mentions légales',
  devis: 'Devis',
  contact: 'Coordonnées',
  pratique: 'Infos pratiques',
  videos: 'Vidéos',
  textes: 'Textes',
  capacites: 'Capacités à confirmer',
  photos: 'Photos',
  reglages: 'Réglages de production',
} as const;
type Kind = keyof typeof KINDS;

/** The production settings a deployment needs (docs/deploiement.md), with what each is for. */
export const PRODUCTION_SETTINGS: Record<string, string> = {
  SITE_URL: 'adresse du site en production, ex. https://www.salles-rive-gauche.fr (adresses canoniques, plan du site)',
  DATABASE_URL: 'base PostgreSQL où sont gardées les demandes de devis',
  SMTP_URL: "serveur d'envoi des e-mails de devis",
  DEVIS_EMAIL_TO: 'boîte qui reçoit les demandes de devis',
};

const what = {
  review: "avis inventé : à remplacer par un vrai avis, avec l'adresse « url » de l'avis original, ou à supprimer.",
  rating: "note inventée : à remplacer par la vraie note, avec l'adresse « url » de la page sur la plateforme.",
  legal:
    "mentions légales inventées : raison sociale, forme juridique, capital, SIREN, ville du RCS, TVA, siège, directeur de la publication et hébergeur, d'après l'extrait Kbis.",
  bank: "coordonnées bancaires inventées (IBAN, BIC, titulaire) : à remplacer par celles du relevé d'identité bancaire du prestataire, imprimées sur chaque devis.",
  mediator:
    'médiateur de la consommation inventé : à remplacer par celui auquel le prestataire adhère (nom, adresse, site), nommé sur les devis des particuliers.',
  phone: "numéro d'exemple (plage réservée à la fiction) : à remplacer par le vrai numéro.",
  email: "adresse d'exemple : à remplacer par la vraie adresse de contact.",
  practical:
    'infos pratiques inventées : entrée, étage, trajets à pied, équipements et quantités, accessibilité et règlement, à vérifier sur place.',
  question: "question et réponse d'exemple : à relire et corriger par le prestataire, ou à supprimer.",
  video: 'identifiant de vidéo inventé : à remplacer par celui de la vraie vidéo YouTube du lieu.',
  page: "texte d'exemple : à faire relire et compléter par le juriste du prestataire.",
  field: (field: string) => `« ${field} » est une valeur d'exemple : à remplacer par la vraie valeur.`,
  entry: "contenu d'exemple : à remplacer par le vrai contenu.",
  photo: 'photo provisoire : à remplacer par une vraie photo sous le même nom de fichier (puis relire son texte alternatif).',
  setting: (name: string) => `non réglée dans Vercel (production) : ${PRODUCTION_SETTINGS[name]}.`,
};

type Item = Problem & { kind: Kind };

/** An English document's examples are filed as its French twin's. */
const FRENCH_TWIN: Record<string, string> = { EnglishSite: 'Site', EnglishVenue: 'Venue', EnglishPage: 'Page' };

function exampleItems(source: SourceFile): Item[] {
  const name = source.schema?.name;
  const type = (name && FRENCH_TWIN[name]) ?? name;
  return exampleMarks(source.data).map(({ path, field }): Item => {
    const top = path[0];
    const at = (kind: Kind, message: string): Item => ({
      kind,
      ...problemAt(source, field ? [...path, field] : path.length ? path : [EXAMPLE_FIELD], message),
    });
    if (type === 'ReviewSet') return at('avis', what.review);
    if (type === 'Site' && (top === 'notes_particuliers' || top === 'notes_pro')) return at('notes', what.rating);
    if (type === 'Site' && top === 'legal') return at('legal', field ? what.field(field) : what.legal);
    if (type === 'Site' && top === 'banque') return at('devis', field ? what.field(field) : what.bank);
    if (type === 'Site' && top === 'devis') return at('devis', field ? what.field(field) : what.mediator);
    if (type === 'Site' && (field === 'phone' || field === 'email')) return at('contact', what[field]);
    if (type === 'Site' && (field === 'telephone_horaires' || field === 'delai_reponse')) return at('contact', what.field(field));
    if ((type === 'Site' && top === 'lieux') || (type === 'Venue' && (top === 'infos_pratiques' || path.includes('parking')))) {
      return at('pratique', field ? what.field(field) : what.practical);
    }
    if (top === 'faq' && !field) return at('textes', what.question);
    if (field?.startsWith('video_id')) return at('videos', what.video);
    if (type === 'Page' && !field) return at('textes', what.page);
    return at('textes', field ? what.field(field) : what.entry);
  });
}

/** The French documents that have an English version, by type, as the summary names them. */
const TRANSLATED_TYPES = {
  Venue: 'lieux',
  Prestation: 'prestations',
  Product: 'pages produit',
  Formula: 'formules',
  Page: 'pages de texte',
} as const;

/**
 * The English pages still to write, one line per type of page with some missing: « pages produit :
 * 2 sur 6 (vaugirard/salle-de-reunion-paris-15, …) », and the site's English texts if absent.
 */
export function missingEnglish(sources: SourceFile[]): string[] {
  // The content folder as the messages name it: `content` in `content/site.yaml`.
  const label = sources[0] ? sources[0].file.slice(0, -sources[0].rel.length - 1) : 'content';
  const cat = new Catalogue(sources, label, []);
  const english = sources.filter((source) => source.schema?.name.startsWith('English'));
  const translated = new Set(english.map((source) => cat.frenchOf(source)?.rel));
  const lines = (Object.keys(TRANSLATED_TYPES) as (keyof typeof TRANSLATED_TYPES)[]).flatMap((type) => {
    const pages = cat.of(type).filter(isTranslatable);
    const missing = pages
      .filter((page) => !translated.has(page.rel))
      .map((page) => page.rel.replace(/^[^/]+\//, '').replace(/\.(mdx|yaml)$/, ''));
    return missing.length ? [launchMessages.englishMissing(TRANSLATED_TYPES[type], missing.length, pages.length, missing)] : [];
  });
  if (!english.some((source) => source.schema?.name === 'EnglishSite' && isRead(source)))
    lines.push(launchMessages.englishSiteMissing(label));
  return lines.length ? ['', launchMessages.englishHeading(), ...lines] : [];
}

export type LaunchItem = Item;
export type LaunchResult = { failed: boolean; lines: string[]; items: LaunchItem[]; problems: Problem[] };

/** The file an item is in, or for a photo its folder: `public/images/vaugirard/pros/`. */
const containerOf = (item: Item) => (item.file.startsWith('public/') ? item.file.slice(0, item.file.lastIndexOf('/') + 1) : item.file);

/** Where in its container: `champ « avis[2] » (ligne 16)`, or the photo's file name. */
const spotOf = (item: Item) =>
  item.file.startsWith('public/')
    ? item.file.slice(item.file.lastIndexOf('/') + 1)
    : [item.field !== undefined && `champ « ${item.field} »`, item.line !== undefined && `ligne ${item.line}`].filter(Boolean).join(', ') ||
      'tout le fichier';

/** Counts by a key, in the order keys first appear. */
function countBy<T>(list: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * The provider's list: a summary first (by kind, then by file, with counts), then each kind
 * with its items. A sentence shared by several items is written once, with their places under it.
 */
function launchLines(items: Item[]): string[] {
  const kinds = (Object.keys(KINDS) as Kind[]).filter((kind) => items.some((item) => item.kind === kind));
  const byFile = [...countBy(items, containerOf)].sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    launchMessages.heading(
      items.filter((item) => item.kind !== 'capacites').length,
      items.filter((item) => item.kind === 'capacites').length,
    ),
    '',
    launchMessages.byKind(),
    ...kinds.map((kind) => `  ${KINDS[kind]} : ${items.filter((item) => item.kind === kind).length}`),
    '',
    launchMessages.byFile(),
    ...byFile.map(([file, count]) => `  ${file} : ${count}`),
    '',
  ];
  for (const kind of kinds) {
    const ofKind = items.filter((item) => item.kind === kind);
    lines.push(`${KINDS[kind]} (${ofKind.length})`);
    for (const [message, count] of countBy(ofKind, (item) => item.message)) {
      const alike = ofKind.filter((item) => item.message === message);
      const [only] = alike;
      if (count === 1 && only) lines.push(`  ${formatProblem(only)}`);
      else {
        lines.push(`  ${launchMessages.shared(message, count)}`);
        for (const container of new Set(alike.map(containerOf))) {
          lines.push(
            `    ${container} : ${alike
              .filter((item) => containerOf(item) === container)
              .map(spotOf)
              .join(' ; ')}`,
          );
        }
      }
    }
    lines.push('');
  }
  lines.push(launchMessages.blocked());
  return lines;
}

export function checkLaunch(options: LaunchOptions): LaunchResult {
  const content = checkContent(options);
  // The content must be correct first: its problems stop the build anyway.
  if (content.missing || content.problems.length) return { failed: true, lines: content.lines, items: [], problems: content.problems };

  const items: Item[] = [];
  for (const source of content.sources) if (source.data) items.push(...exampleItems(source));
  for (const warning of content.warnings) if (warning.toConfirm) items.push({ kind: 'capacites', ...warning });
  for (const src of examplePhotos(options.publicDir ?? join(options.rootDir, 'public'))) {
    items.push({ kind: 'photos', file: `public${src}`, message: what.photo });
  }
  if (options.settings) {
    for (const name of Object.keys(PRODUCTION_SETTINGS)) {
      if (!options.settings[name]?.trim()) items.push({ kind: 'reglages', file: name, message: what.setting(name) });
    }
    // The calendars' settings, in the very sentences of the server's check at start, as production
    // judges them; one setting at a time, so that each sentence is filed under its own name.
    for (const [name, value] of Object.entries(options.settings)) {
      for (const problem of settingsProblems({ [name]: value, NODE_ENV: 'production' })) {
        items.push({ kind: 'reglages', file: name, message: problem });
      }
    }
  }

  const english = missingEnglish(content.sources);
  if (items.length === 0)
    return { failed: false, lines: [launchMessages.ready(Boolean(options.settings)), ...english], items, problems: [] };
  return { failed: true, lines: [...launchLines(items), ...english], items, problems: [] };
}

export const launchMessages = {
  // The figures to confirm are said apart: they are no content to supply, and the preview banner counts what is to supply.
  heading: (count: number, toConfirm: number) =>
    `Avant la mise en ligne : ${count} élément${count > 1 ? 's' : ''} à fournir${toConfirm > 0 ? `, et ${toConfirm} capacité${toConfirm > 1 ? 's' : ''} à confirmer` : ''}.`,
  byKind: () => 'Par sorte :',
  byFile: () => 'Par fichier :',
  shared: (message: string, count: number) => `${message.replace(/\.$/, '')} (${count} endroits) :`,
  blocked: () => "La mise en ligne reste bloquée tant que cette liste n'est pas vide (docs/redaction.md, « Avant la mise en ligne »).",
  englishHeading: () =>
    'Pages anglaises manquantes (la mise en ligne n’en dépend pas : une page anglaise existe quand son texte est écrit, docs/redaction.md) :',
  englishMissing: (type: string, missing: number, total: number, names: readonly string[]) =>
    `  ${type} : ${missing} sur ${total} (${names.join(', ')})`,
  englishSiteMissing: (label: string) => `  textes du site : ${label}/en/site.yaml est absent`,
  ready: (withSettings: boolean) =>
    `Prêt pour la mise en ligne : aucun contenu d'exemple, aucune photo provisoire${withSettings ? ', réglages de production présents' : ''}.`,
};
