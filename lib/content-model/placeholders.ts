// Site values inside copywriters' sentences. A text field that declares `placeholders` in the
// schema may write `{email}`, `{duree_conservation}`…: the copywriter owns the sentence, the page
// puts the value in from its one source (content/site.yaml, lib/consent), and the content check
// refuses a name the page does not fill (lib/content-check/shape.ts).

/** What the privacy policy (/confidentialite) fills in. */
export const PRIVACY_VALUES = [
  'raison_sociale',
  'email',
  'telephone',
  'duree_conservation',
  'duree_empreintes',
  'duree_contrats',
  'duree_consentement',
  'cookie_consentement',
  'finalite_mesure',
  'finalite_contenus_externes',
] as const;
export type PrivacyValue = (typeof PRIVACY_VALUES)[number];

/** What the legal notice (/mentions-legales) fills in. */
export const LEGAL_NOTICE_VALUES = [
  'marque',
  'raison_sociale',
  'forme_juridique',
  'capital',
  'rcs_ville',
  'siren',
  'tva',
  'siege',
  'directeur_publication',
  'telephone',
  'email',
] as const;
export type LegalNoticeValue = (typeof LEGAL_NOTICE_VALUES)[number];

const PLACEHOLDER = /\{([^{}\n]*)\}/g;

/** The names a text writes between braces, in order. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map(([, name = '']) => name);

/** The text cut into its own words and the names of the values to put between them. */
export const splitPlaceholders = (text: string): Array<string | { name: string }> =>
  text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? { name: part } : part))
    .filter((part) => part !== '');

/** The value of a placeholder; a name the page does not fill fails the build rather than show braces. */
export function valueOf<Value>(name: string, values: Record<string, Value>, text: string): Value {
  if (!Object.hasOwn(values, name))
    throw new Error(`Valeur « {${name}} » inconnue dans le texte « ${text} » (attendu : ${Object.keys(values).join(', ')}).`);
  // Present: hasOwn above (the type cannot say that a key exists).
  return values[name] as Value;
}

/** The text with its values in place, where only plain text fits (a page's description). */
export const fillIn = (text: string, values: Record<string, string>) =>
  splitPlaceholders(text)
    .map((part) => (typeof part === 'string' ? part : valueOf(part.name, values, text)))
    .join('');
