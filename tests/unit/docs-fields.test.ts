import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentSection, fieldsSection, GUIDE, withoutExamples } from '../../scripts/docs-fields';

describe('docs/redaction.md', () => {
  it('décrit chaque champ du modèle de contenu tel qu’il est aujourd’hui', () => {
    const written = withoutExamples(currentSection(readFileSync(GUIDE, 'utf8')));
    expect(written, 'La référence des champs de docs/redaction.md n’est plus à jour : lancez `npm run docs:champs` et ajoutez le fichier modifié à votre commit.')
      .toBe(withoutExamples(fieldsSection()));
  });
});
