import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentSection, fieldsSection, GUIDE, withoutExamples } from '../../scripts/docs-fields';

describe('docs/redaction.md', () => {
  it('décrit chaque champ du modèle de contenu tel qu’il est aujourd’hui', () => {
    const written = withoutExamples(currentSection(readFileSync(GUIDE, 'utf8')));
    expect(
      written,
      'La référence des champs de docs/redaction.md n’est plus à jour : lancez `npm run docs:champs` et ajoutez le fichier modifié à votre commit.',
    ).toBe(withoutExamples(fieldsSection()));
  });
});

describe('la référence des champs', () => {
  const row = (field: string) =>
    fieldsSection()
      .split('\n')
      .find((line) => line.startsWith(`| \`${field}\` |`));

  it('montre les limites des nombres que la vérification du contenu applique', () => {
    expect(row('taux_tva')).toContain('| plus de 0, au plus 100 |');
    expect(row('legal.conservation_demandes_mois')).toContain('| entier, 1 ou plus |');
    expect(row('acces.geo.latitude')).toContain('| entre -90 et 90 |');
    expect(row('acces.parking.distance_m')).toContain('| entier, 0 ou plus |');
  });

  it('montre les valeurs du site qu’un texte peut insérer', () => {
    expect(row('confidentialite.responsable')).toContain('`{email}`');
    expect(row('mentions.editeur')).toContain('`{siren}`');
  });
});
