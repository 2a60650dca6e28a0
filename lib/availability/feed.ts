// Fetching one calendar: bounded in time and size, conditional when a copy is fresh, so a
// slow or huge feed never holds a page and an unchanged one costs a 304. Redirects are
// followed by hand: at most a few, to the feed's own host only (a calendar address is not
// a way to make the server fetch anything elsewhere), and never from https down to http.
import 'server-only';
import { errors } from './messages';
import { FeedError } from './ics';
import { allowedAddress, type FeedLimits } from './settings';

export type Validators = { etag?: string | undefined; lastModified?: string | undefined };

export type FeedAnswer = { kind: 'unchanged' } | { kind: 'text'; text: string; validators: Validators };

/** webcal:// is how calendar apps share an address; it is plain HTTPS. */
export const httpAddress = (url: string) => new URL(url.trim().replace(/^webcal:/i, 'https:'));

/** The answer of the feed's address after at most `maxRedirects` redirects on its own host. */
async function follow(url: string, init: RequestInit, limits: FeedLimits): Promise<Response> {
  let address = httpAddress(url);
  for (let hops = 0; ; hops++) {
    const response = await fetch(address, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) return response;
    await response.body?.cancel();
    if (hops >= limits.maxRedirects) throw new FeedError(errors.redirects(limits.maxRedirects));
    const next = new URL(location, address);
    if (next.hostname !== address.hostname) throw new FeedError(errors.redirectHost);
    if (!allowedAddress(next, limits.httpsOnly) || (address.protocol === 'https:' && next.protocol !== 'https:'))
      throw new FeedError(errors.redirectHttps);
    address = next;
  }
}

export async function fetchFeed(url: string, validators: Validators, limits: FeedLimits): Promise<FeedAnswer> {
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    const response = await follow(url, { headers, signal: controller.signal, cache: 'no-store' }, limits);
    if (response.status === 304) return { kind: 'unchanged' };
    if (!response.ok) throw new FeedError(errors.status(response.status));
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) throw new FeedError(errors.tooLarge(limits.maxBytes));
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel();
        throw new FeedError(errors.tooLarge(limits.maxBytes));
      }
      chunks.push(value);
    }
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    const etag = response.headers.get('etag');
    const lastModified = response.headers.get('last-modified');
    return { kind: 'text', text, validators: { ...(etag && { etag }), ...(lastModified && { lastModified }) } };
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (controller.signal.aborted) throw new FeedError(errors.timeout(limits.timeoutMs));
    throw new FeedError(errors.network);
  } finally {
    clearTimeout(timer);
  }
}
