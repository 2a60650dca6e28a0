// A process of its own for the durability test (tests/integration/desk-durability.test.ts), run
// with tsx:
//   prepare N   → N requests drafted into devis and sent; prints the acceptance tokens as JSON
//   accept T…   → accepts each token in turn, printing « accepted <token> » once each returns
// The database comes from the environment (DEVIS_DATA_DIR or DATABASE_URL), as for the site.
import { register } from 'node:module';
import { sampleQuote, token } from './quotes';

// What Next's bundler resolves and Node does not: the generated content (as scripts/devis.ts
// maps it) and the server-only marker (as playwright.config.ts maps it), so that the desk's
// modules load here without the react-server condition, whose React has no client APIs.
const generated = new URL('../../.contentlayer/generated/index.mjs', import.meta.url).href;
const empty = new URL('../../node_modules/server-only/empty.js', import.meta.url).href;
const map = JSON.stringify({ 'contentlayer/generated': generated, 'server-only': empty });
register(
  `data:text/javascript,${encodeURIComponent(`const map = ${map}; export const resolve = (name, context, next) => next(map[name] ?? name, context);`)}`,
);

const [mode, ...args] = process.argv.slice(2);
const { quoteService } = await import('../../lib/quotes/server');
const desk = await import('../../lib/devis/server');
const service = await quoteService();

if (mode === 'prepare') {
  const tokens: string[] = [];
  for (let i = 0; i < Number(args[0]); i++) {
    // One Saturday each, a week apart: every acceptance can succeed.
    const date = new Date(Date.UTC(2027, 0, 2 + 7 * i)).toISOString().slice(0, 10);
    const { reference } = await service.store.insert(sampleQuote({ name: `Client ${i}`, eventDate: date }), token(7000 + i), {
      notify: false,
    });
    const id = (await desk.draftDevis(reference, 'test@example.fr'))!;
    await desk.sendDevis(id, 'test@example.fr');
    const [row] = await service.db.query<{ text: string }>(
      `SELECT payload->>'text' AS text FROM quote_outbox WHERE devis_id = $1 AND kind = 'devis_client'`,
      [id],
    );
    tokens.push(/\/devis\/accepter\/([\w-]{43})/.exec(row!.text)![1]!);
  }
  console.log(JSON.stringify(tokens));
  process.exit(0);
}

for (const t of args) {
  const outcome = await desk.acceptDevis(t, { name: 'Jeanne Martin', agreed: true, address: '192.0.2.1', browser: 'test' });
  if (outcome.ok) console.log(`accepted ${t}`);
}
process.exit(0);
