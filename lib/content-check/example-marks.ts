// Every `exemple` mark (lib/examples/index.ts), in any document, names fields that exist.
import { EXAMPLE_FIELD } from '../examples';
import { isGroup, type Catalogue } from './documents';
import { messages } from './messages';
import type { Path, SourceFile } from './source';

function checkMarks(cat: Catalogue, source: SourceFile, value: unknown, path: Path) {
  if (Array.isArray(value)) return value.forEach((item, index) => checkMarks(cat, source, item, [...path, index]));
  if (!isGroup(value)) return;
  if (EXAMPLE_FIELD in value) {
    const mark = value[EXAMPLE_FIELD];
    const fields = Object.keys(value).filter((key) => key !== EXAMPLE_FIELD);
    const here = [...path, EXAMPLE_FIELD];
    if (Array.isArray(mark)) {
      mark.forEach((field, index) => {
        if (typeof field !== 'string' || !fields.includes(field))
          cat.report(source, [...here, index], messages.badExampleField(field, fields));
      });
    } else if (typeof mark !== 'boolean') cat.report(source, here, messages.badExampleMark(mark, fields));
  }
  for (const [key, child] of Object.entries(value)) if (key !== EXAMPLE_FIELD) checkMarks(cat, source, child, [...path, key]);
}

export function checkExampleMarks(cat: Catalogue) {
  for (const source of cat.sources) if (source.data) checkMarks(cat, source, source.data, []);
}
