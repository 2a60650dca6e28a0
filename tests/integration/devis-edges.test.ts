// The site's edges under bad input, against the built site run by its own server (server.ts):
// impossible dates sent without JavaScript, methods a page does not take, requests Next
// refuses itself, IPv6 clients rotating inside their /64, one mailbox under many spellings,
// and what /api/sante tells a stranger. The site sits behind one trusted proxy
// (TRUSTED_PROXY_HOPS=1), so each request names its client in X-Forwarded-For.
import { request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForm, postForm, visibleText, type FormSession } from '../support/devis-http';
import { freshDataDir } from '../support/pglite';
import { formFields, token } from '../support/quotes';
import { HEALTH_TOKEN, healthDetails, startSite, type RunningSite } from '../support/site';

const RATE_LIMIT = 3;

let site: RunningSite;
let form: FormSession;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir();
  site = await startSite({
    DEVIS_DATA_DIR: dataDir,
    TRUSTED_PROXY_HOPS: '1',
    DEVIS_RATE_LIMIT: String(RATE_LIMIT),
    DEVIS_GLOBAL_LIMIT: '0',
    HEALTH_TOKEN,
  });
  form = await openForm(site.base);
}, 120_000);

afterAll(async () => {
  await site?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The opening tag of the field named `name`. */
const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

/** The error line a field points to with aria-describedby, as read aloud with the field. */
function fieldError(html: string, name: string): string {
  const described = /aria-describedby="([^"]*)"/.exec(fieldTag(html, name))?.[1] ?? '';
  const errorId = described.split(' ').find((id) => id.endsWith('-erreur'));
  const line = errorId ? new RegExp(`<p id="${errorId}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] : undefined;
  return visibleText(line ?? '').trim();
}

/** A request with any method (fetch refuses TRACE), read whole. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest(`${site.base}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('an impossible date sent without JavaScript', () => {
  it.each(['2027-02-30', '2026-13-01'])('%s on /devis: a French message at the date field, and every typed value kept', async (date) => {
    const fields = { ...formFields(1), date, message: 'Pour les 8 ans de Léa' };
    const answer = await postForm(site.base, form, fields, { token: token(1), headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(answer.status).toBe(200);
    expect(answer.reference).toBeUndefined();
    expect(fieldError(answer.html, 'date')).toContain('Indiquez une date valide, au format jj/mm/aaaa.');
    expect(fieldTag(answer.html, 'date')).toContain(`value="${date}"`);
    expect(fieldTag(answer.html, 'nom')).toContain('value="Visiteur 1"');
    expect(fieldTag(answer.html, 'email')).toContain('value="visiteur1@example.fr"');
    expect(answer.html).toContain('Pour les 8 ans de Léa');
  });

  it.each(['2027-02-30', '2026-13-01'])('%s on /calcul: a French message at the date field, and the other values kept', async (date) => {
    const response = await fetch(`${site.base}/calcul?offre=vaugirard-matin-week-end&date=${date}&personnes=20`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(fieldError(html, 'date')).toContain('Saisissez une date valide, par exemple 14/06/2030.');
    expect(fieldTag(html, 'date')).toContain(`value="${date}"`);
    expect(fieldTag(html, 'personnes')).toContain('value="20"');
  });
});

describe('methods and requests a page does not take', () => {
  it.each(['TRACE', 'PUT', 'DELETE'])('%s on a page answers 405 with a French page', async (method) => {
    for (const path of ['/devis', '/']) {
      const answer = await send(method, path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(answer.headers['content-type']).toContain('text/html');
      expect(visibleText(answer.body)).toContain(`une requête ${method} n’y est pas acceptée`);
    }
    // One short line for whoever reads the logs, which says nothing of the client.
    expect(site.logs).toContain(`[site] Méthode ${method} refusée sur une page (405).`);
  });

  it('a Server Action Next does not know (an older build, a forged id) gets a French page, not Next’s English text', async () => {
    for (const [id, status, words] of [
      ['pas-un-identifiant', 400, 'La demande reçue est mal formée'],
      ['7f'.repeat(21), 409, 'Le site a été mis à jour pendant votre visite'],
    ] as const) {
      const answer = await fetch(`${site.base}/devis`, {
        method: 'POST',
        headers: { 'next-action': id, origin: site.base, 'content-type': 'text/plain;charset=UTF-8' },
        body: '[]',
      });
      expect(answer.status).toBe(status);
      const text = visibleText(await answer.text());
      expect(text).toContain(words);
      expect(text).not.toMatch(/Server Action|Invalid/);
    }
  });
});

describe('the per-address limit', () => {
  // 100 addresses of one /64, as one subscriber's router hands them out.
  const subscriber = Array.from(
    { length: 100 },
    (_, i) => `2001:db8:5:7:${(i * 655).toString(16)}:${i.toString(16)}:a:${(i + 1).toString(16)}`,
  );

  it('counts the addresses of one IPv6 /64 as one client, and holds no one else back', async () => {
    const answers = [];
    for (const [k, address] of [subscriber[0]!, subscriber[37]!, subscriber[73]!, subscriber[99]!].entries()) {
      answers.push(await postForm(site.base, form, formFields(10 + k), { token: token(10 + k), headers: { 'x-forwarded-for': address } }));
    }
    expect(answers.slice(0, RATE_LIMIT).every((a) => a.reference)).toBe(true);
    expect(answers[RATE_LIMIT]!.reference).toBeUndefined();
    expect(visibleText(answers[RATE_LIMIT]!.html)).toMatch(/Vous avez déjà envoyé plusieurs demandes : merci de patienter \d+ minutes?/);
    const neighbour = await postForm(site.base, form, formFields(20), {
      token: token(20),
      headers: { 'x-forwarded-for': '2001:db8:77::1' },
    });
    expect(neighbour.reference).toMatch(/^DV-\d{4}-\d{6}$/);
  });

  it('counts one mailbox once, whatever its case, +tag or Gmail dots', async () => {
    const spellings = [
      'jeanne.martin+salle@gmail.com',
      'JeanneMartin+devis@GMAIL.com',
      'j.e.a.n.n.e.martin@googlemail.com',
      'jeannemartin+4@gmail.com',
    ];
    const answers = [];
    for (const [k, email] of spellings.entries()) {
      // Each from a network of its own: only the mailbox is shared.
      const fields = { ...formFields(30 + k), email };
      answers.push(
        await postForm(site.base, form, fields, { token: token(30 + k), headers: { 'x-forwarded-for': `2001:db8:${100 + k}::1` } }),
      );
    }
    expect(answers.slice(0, RATE_LIMIT).every((a) => a.reference)).toBe(true);
    expect(answers[RATE_LIMIT]!.reference).toBeUndefined();
    expect(visibleText(answers[RATE_LIMIT]!.html)).toMatch(/Vous avez déjà envoyé plusieurs demandes/);
  });
});

describe('/api/sante', () => {
  it('tells a stranger ok or degraded only, and the provider the details with HEALTH_TOKEN', async () => {
    const anonymous = await fetch(`${site.base}/api/sante`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ etat: 'ok' });
    const wrong = await fetch(`${site.base}/api/sante`, { headers: { authorization: 'Bearer devine' } });
    expect(await wrong.json()).toEqual({ etat: 'ok' });
    const detailed = await healthDetails(site.base);
    expect(await detailed.json()).toMatchObject({ base: { etat: 'ok', type: 'pglite' }, envoi: { smtp: 'désactivé', enAttente: 0 } });
  });
});
