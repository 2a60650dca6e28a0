import { register } from 'node:module';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
register('./scripts/content-check-loader.mjs', import.meta.url);
const { checkContent } = await import('./lib/content-check/index');
const FX = 'tests/fixtures/contenu-erreurs';
for (const name of readdirSync(FX)) {
  const dir = mkdtempSync(join(tmpdir(), 'fx-'));
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync(join(FX, name, 'content'), join(dir, 'content'), { recursive: true });
  const r = checkContent({ rootDir: process.cwd(), contentDir: join(dir, 'content'), label: 'content', today: new Date(2026, 10, 23) });
  console.log(`### ${name}\n${r.lines.join('\n')}`);
  rmSync(dir, { recursive: true });
}
