// Talks to /devis as a browser without JavaScript does: reads the form's hidden fields
// (the Server Action's reference, the token) and posts the form as multipart data.

import http from 'node:http';

export type FormSession = { hidden: [string, string][] };

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the quote form on `/devis`. */
export async function openForm(base: string, search = '', path = '/devis'): Promise<FormSession> {
  const response = await fetch(`${base}${path}${search}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const html = await response.text();
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(
    (m) => [decode(m[1]!), decode(m[2] ?? '')] as [string, string],
  );
  return { hidden };
}

export type PostResult = { status: number; html: string; reference?: string | undefined };

/** `localAddress`: the loopback address the request leaves from (127.0.0.2…), as a distinct client. */
export type PostOptions = {
  token?: string;
  headers?: Record<string, string>;
  localAddress?: string;
  /** The form's page: /devis, or /en/quote for the English form. */
  path?: string;
};

/** Posts the form; `token` replaces the page's token, so that each request is its own. */
export async function postForm(
  base: string,
  session: FormSession,
  fields: Record<string, string>,
  options: PostOptions = {},
): Promise<PostResult> {
  const body = new FormData();
  for (const [name, value] of session.hidden) body.append(name, name === 'jeton' && options.token ? options.token : value);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const headers = { origin: base, ...options.headers };
  const url = `${base}${options.path ?? '/devis'}`;
  const { status, html } = options.localAddress
    ? await postFrom(url, body, headers, options.localAddress)
    : await fetch(url, { method: 'POST', body, headers }).then(async (r) => ({ status: r.status, html: await r.text() }));
  const reference = /data-reference="true">(DV-\d{4}-\d{6,})</.exec(html)?.[1];
  return { status, html, reference };
}

/** fetch cannot choose its source address: node:http can. */
async function postFrom(url: string, form: FormData, headers: Record<string, string>, localAddress: string) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    const request = http.request(
      url,
      // One connection per request: a server killed mid-test resets no idle pooled socket that nobody listens to.
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The visible text of a page, for checking what a visitor reads. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
