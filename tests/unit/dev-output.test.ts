// `npm run dev`: contentlayer2's English report of a content error gives way to a French
// pointer to the content check's message; its other lines pass as they are.
import { describe, expect, it } from 'vitest';
import { DEV_POINTER, frenchDevOutput } from '../../lib/content-check/dev-output';

/** What contentlayer2 dev printed for `capacite: quarante` in content/lieux/vaugirard.mdx. */
const RUN = [
  'Generated 101 documents in .contentlayer',
  '',
  'File updated: lieux/vaugirard.mdx',
  'Error: Found 1 problems in 1 documents.',
  '',
  " └── 1 documents contain field data which didn't match the structure defined in the document type definition.",
  '     ',
  '     • "lieux/vaugirard.mdx" of type "Venue" has the following incompatible fields:',
  '       • capacite: "quarante" ',
  '     ',
  '',
  'SourceFetchDataError: {',
  '  "_tag": "HandledFetchDataError"',
  '}',
  'File updated: lieux/vaugirard.mdx',
  'Generated 101 documents in .contentlayer',
];

describe('npm run dev: contentlayer2’s output', () => {
  it('says in French where the message is, once per error, and keeps the other lines', () => {
    const french = frenchDevOutput();
    expect(RUN.map(french).filter((line) => line !== undefined)).toEqual([
      'Generated 101 documents in .contentlayer',
      '',
      'File updated: lieux/vaugirard.mdx',
      DEV_POINTER,
      'File updated: lieux/vaugirard.mdx',
      'Generated 101 documents in .contentlayer',
    ]);
    expect(DEV_POINTER).toMatch(/^Erreur dans le contenu : voyez le message en français de la vérification/);
  });

  it('points again at the next error', () => {
    const french = frenchDevOutput();
    const twice = [...RUN, ...RUN].map(french).filter((line) => line === DEV_POINTER);
    expect(twice).toHaveLength(2);
  });
});
