// lib/examples/index.ts: the one marking of example content that pages, the content check and the
// launch check share.
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { examplePhotos } from '../../lib/examples/photos';
import { exampleMarks, isExample, publishable, showExamples } from '../../lib/examples';
import { ROOT } from '../support/project-copy';

// A placeholder from the fixtures: the provider's own photos may all be real one day.
const PLACEHOLDER = join(ROOT, 'tests/fixtures/mise-en-ligne/a-completer/public/images/salle.jpg');
const dir = mkdtempSync(join(tmpdir(), 'exemples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the example marking', () => {
  it('marks a whole entry with `exemple: true`, or the fields it lists', () => {
    expect(isExample({ exemple: true })).toBe(true);
    expect(isExample({ exemple: true }, 'phone')).toBe(true);
    expect(isExample({ exemple: ['phone'] }, 'phone')).toBe(true);
    expect(isExample({ exemple: ['phone'] }, 'email')).toBe(false);
    expect(isExample({ exemple: ['phone'] })).toBe(false);
    expect(isExample({ exemple: false })).toBe(false);
    expect(isExample({})).toBe(false);
  });

  it('finds every mark of a document, with its place', () => {
    const site = {
      exemple: ['phone'],
      phone: '01 99 00 48 15',
      legal: { exemple: true, siren: '1' },
      notes: [{ note: 5 }, { note: 4, exemple: true }],
    };
    expect(exampleMarks(site)).toEqual([{ path: [], field: 'phone' }, { path: ['legal'] }, { path: ['notes', 1] }]);
  });

  it('hides example items outside development and previews (this test runs as neither)', () => {
    expect(showExamples).toBe(false);
    expect(publishable([{ id: 1 }, { id: 2, exemple: true }])).toEqual([{ id: 1 }]);
  });

  it('recognises a placeholder photo by its content: a real photo saved under the same name is not one', () => {
    mkdirSync(join(dir, 'images/salle'), { recursive: true });
    copyFileSync(PLACEHOLDER, join(dir, 'images/salle/provisoire.jpg'));
    copyFileSync(PLACEHOLDER, join(dir, 'images/salle/vraie.jpg'));
    appendFileSync(join(dir, 'images/salle/vraie.jpg'), Buffer.from([0]));
    expect(examplePhotos(dir)).toEqual(['/images/salle/provisoire.jpg']);
  });
});
