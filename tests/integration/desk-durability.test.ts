// Nothing acknowledged is lost, nothing is half done: acceptances killed with SIGKILL in the
// middle of a run, on PGlite and on PostgreSQL. Every acceptance the process reported is there
// whole (the devis accepted, its room reserved, both e-mails queued, the evidence); every other
// devis is untouched (still sent, its room an option, no acceptance e-mail).
import { spawn, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '@/lib/server/db';
import { freshDataDir } from '../support/pglite';
import { startPostgres, type TestPostgres } from '../support/postgres';

const CHILD = ['--import', 'tsx', 'tests/support/desk-child.ts'];
let postgres: TestPostgres | undefined;
const dirs: string[] = [];

afterAll(() => {
  postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const backends = [
  {
    name: 'PGlite',
    env: () => {
      const dir = freshDataDir();
      dirs.push(dir);
      return { DEVIS_DATA_DIR: dir };
    },
    open: (env: Record<string, string>) => openPglite(env.DEVIS_DATA_DIR!),
  },
  {
    name: 'PostgreSQL',
    env: () => {
      postgres ??= startPostgres();
      return { DATABASE_URL: postgres.url };
    },
    open: (env: Record<string, string>) => openPostgres(env.DATABASE_URL!),
  },
];

describe.each(backends)('acceptances killed with SIGKILL on $name', (backend) => {
  it('keep every reported acceptance whole, and leave the others untouched', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...backend.env(), SMTP_URL: '', NODE_ENV: 'production' };
    const tokens = JSON.parse(
      execFileSync(process.execPath, [...CHILD, 'prepare', '8'], { env, encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1)!,
    ) as string[];
    const child = spawn(process.execPath, [...CHILD, 'accept', ...tokens], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const accepted: string[] = [];
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        accepted.push(...[...chunk.toString().matchAll(/accepted ([\w-]{43})/g)].map((m) => m[1]!));
        // Killed while the next acceptances are under way.
        if (accepted.length >= 3 && child.exitCode === null) child.kill('SIGKILL');
      });
      child.once('exit', () => resolve());
    });
    expect(accepted.length).toBeGreaterThanOrEqual(3);

    const db: Database = await backend.open(env as Record<string, string>);
    try {
      const rows = await db.query<{ status: string; hash: string; reserved: number; options: number; mails: number; evidence: boolean }>(
        `SELECT d.status, d.accept_token_hash AS hash,
           (SELECT count(*) FROM bookings b WHERE b.devis_id = d.id AND b.kind = 'reservation' AND b.released_at IS NULL)::integer AS reserved,
           (SELECT count(*) FROM bookings b WHERE b.devis_id = d.id AND b.kind = 'option' AND b.released_at IS NULL)::integer AS options,
           (SELECT count(*) FROM quote_outbox o WHERE o.devis_id = d.id AND o.kind LIKE 'acceptation_%')::integer AS mails,
           -- The acceptance's sealed record, written in the acceptance's own transaction.
           EXISTS (SELECT 1 FROM devis_evidence e WHERE e.devis_id = d.id AND e.kind = 'acceptation') AS evidence
         FROM devis d WHERE d.number IS NOT NULL`,
      );
      const { tokenHash } = await import('@/lib/server/auth');
      const reported = new Set(accepted.map(tokenHash));
      expect(rows).toHaveLength(8);
      for (const row of rows) {
        if (reported.has(row.hash)) expect(row).toMatchObject({ status: 'accepte', reserved: 1, options: 0, mails: 2, evidence: true });
        // Not reported: either not reached, or committed just before the kill; never in between.
        if (row.status === 'accepte') expect(row).toMatchObject({ reserved: 1, options: 0, mails: 2, evidence: true });
        else expect(row).toMatchObject({ status: 'envoye', reserved: 0, options: 1, mails: 0, evidence: false });
      }
    } finally {
      await db.close();
    }
  });
});
