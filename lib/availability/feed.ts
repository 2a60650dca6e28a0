// Fetching one calendar: bounded in time and size, conditional when a copy is fresh, so a
// slow or huge feed never holds a page and an unchanged one costs a 304.
import { errors } from './messages';
import { FeedError } from './ics';

export type FeedLimits = { timeoutMs: number; maxBytes: number };

export const DEFAULT_LIMITS: FeedLimits = { timeoutMs: 8_000, maxBytes: 5 * 1_048_576 };

export type Validators = { etag?: string | undefined; lastModified?: string | undefined };

export type FeedAnswer = { kind: 'unchanged' } | { kind: 'text'; text: string; validators: Validators };

export async function fetchFeed(url: string, validators: Validators, limits: FeedLimits = DEFAULT_LIMITS): Promise<FeedAnswer> {
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    // webcal:// is how calendar apps share an address; it is plain HTTPS.
    const response = await fetch(url.replace(/^webcal:/i, 'https:'), { headers, signal: controller.signal, redirect: 'follow', cache: 'no-store' });
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
    return {
      kind: 'text',
      text,
      validators: {
        ...(response.headers.get('etag') && { etag: response.headers.get('etag')! }),
        ...(response.headers.get('last-modified') && { lastModified: response.headers.get('last-modified')! }),
      },
    };
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (controller.signal.aborted) throw new FeedError(errors.timeout(limits.timeoutMs));
    throw new FeedError(errors.network);
  } finally {
    clearTimeout(timer);
  }
}
