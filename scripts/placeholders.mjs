// Creates a placeholder JPEG for every image path named in content/ that has no file yet.
// Existing files are never touched, so a real photo replaces a placeholder by simply
// overwriting the file under public/images/. Each placeholder's SHA-256 goes to
// lib/examples/placeholder-photos.json, by which the site and the launch check recognise it (lib/examples/).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const CONTENT = 'content';
const PUBLIC = 'public';
const PALETTE = { particuliers: ['#f2d7c9', '#a5522e'], pros: ['#d9e6de', '#245a41'], dispositions: ['#e4e1d6', '#5b5340'] };

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(mdx|ya?ml)$/.test(name)) yield path;
  }
}

const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(path) {
  const [, , venue, folder, file] = path.split('/');
  const [background, ink] = PALETTE[folder] ?? PALETTE.pros;
  const label = file.replace(/\.\w+$/, '').replace(/-/g, ' ');
  const venueLabel = venue === 'montparnasse' ? 'Montparnasse · Paris 14' : 'Vaugirard · Paris 15';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="${background}"/>
  <rect x="60" y="60" width="1080" height="680" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="4" rx="24"/>
  <text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="bold" fill="${ink}">${escapeXml(label)}</text>
  <text x="600" y="460" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${ink}">${escapeXml(venueLabel)}</text>
  <text x="600" y="690" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${ink}" fill-opacity="0.7">Photo à venir</text>
</svg>`;
}

const paths = new Set();
for (const file of files(CONTENT)) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\/images\/[\w\-/]+\.(?:jpe?g|png|webp)/g)) paths.add(match[0]);
}

const MANIFEST = 'lib/examples/placeholder-photos.json';
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const hashes = new Set(manifest.sha256);
let created = 0;
for (const path of [...paths].sort()) {
  const target = join(PUBLIC, path);
  if (existsSync(target)) continue;
  mkdirSync(dirname(target), { recursive: true });
  const jpeg = await sharp(Buffer.from(svg(path)))
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
  writeFileSync(target, jpeg);
  hashes.add(createHash('sha256').update(jpeg).digest('hex'));
  created += 1;
}
writeFileSync(MANIFEST, `${JSON.stringify({ ...manifest, sha256: [...hashes].sort() }, null, 1)}\n`);
console.log(`${paths.size} images référencées, ${created} images provisoires créées.`);
