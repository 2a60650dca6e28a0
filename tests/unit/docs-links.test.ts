// The copywriter's first hour: every link of the README and of docs/ leads to a file of the
// project, and every #anchor to a heading of that file (GitHub's heading ids, github-slugger).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/project-copy';

const DOCS = [
  'README.md',
  // The guides and, in docs/mesures/, the dated measurements.
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The ids GitHub gives the headings of a Markdown file (code blocks left out). */
function anchorsOf(file: string) {
  const slugger = new GithubSlugger();
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugger.slug(m[1]!.trim()));
}

/** `[texte](cible)` links outside code, except web addresses and site routes. */
function linksOf(file: string) {
  const text = readFileSync(join(ROOT, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^(https?:|mailto:|\/)/.test(href));
}

describe('the documentation’s links', () => {
  it.each(DOCS)('%s: every link leads to a file of the project and to a heading of it', (file) => {
    const broken = linksOf(file).filter((href) => {
      const [path, anchor] = href.split('#') as [string, string | undefined];
      const target = path ? relative(ROOT, join(dirname(join(ROOT, file)), path)) : file;
      if (!existsSync(join(ROOT, target))) return true;
      return anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).includes(decodeURIComponent(anchor));
    });
    expect(broken).toEqual([]);
  });
});
