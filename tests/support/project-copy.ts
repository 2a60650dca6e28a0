// A copy of the project to build in, so a test may change content without touching the
// real one. node_modules and public are linked; .contentlayer is copied when present (its
// cache spares recomputing every image's blur placeholder and every unchanged document: it knows
// a document by its file's modification time, so the copy keeps the originals' times; a file a
// test then edits gets a new one and is read again). No lockfile: inside the project
// (.tmp/), Turbopack then takes the project itself as the root, and accepts the linked
// node_modules, which it refuses when the link leaves its root.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta rather than __dirname: the bench (scripts/bench-pages.mjs, run by tsx) loads this file as an ES module.
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

// Tests and documents play no part in a build.
const NOT_COPIED = new Set([
  'node_modules',
  'public',
  '.git',
  '.next',
  '.tmp',
  'data',
  'reports',
  'test-results',
  'playwright-report',
  'package-lock.json',
  'tests',
  'docs',
]);

export function copyProject(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'public'), join(dir, 'public'));
}
