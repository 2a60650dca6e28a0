// Which schema a content file answers to: the document types of lib/content-model, with
// their file patterns as regular expressions.
import { SCHEMAS, type DocumentTypeName } from '../content-model';
import type { DocumentSchema } from '../content-model/schema';

export type FileSchema = DocumentSchema<DocumentTypeName> & { pattern: RegExp };

/** contentlayer2's file patterns (`formules/**\/*.yaml`) as regular expressions. */
function globToRegExp(glob: string) {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:[^/]+/)*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

const TYPES: FileSchema[] = SCHEMAS.map((schema) => ({ ...schema, pattern: globToRegExp(schema.filePathPattern) }));

/** The folders of content/, as the message about a file outside them lists them. */
export const FOLDERS = TYPES.map((type) => type.filePathPattern);

export const schemaFor = (relativePath: string) => TYPES.find((type) => type.pattern.test(relativePath));
