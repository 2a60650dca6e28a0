// The visitor's address, for the per-address limit. A client can send any
// X-Forwarded-For it likes, and Next only fills the header in when it is absent: the
// site's own server (server.ts) replaces it with the address it can vouch for, and the
// app reads only that. On Vercel, its edge sets `x-real-ip` itself.
// No `import 'server-only'`: server.ts loads this without the react-server condition, where it would throw.
import { processEnv, type Env } from '../../env';

/**
 * The socket's remote address, or, behind `hops` proxies that each append the address
 * they saw, the entry the outermost trusted proxy appended. Entries further left were
 * written by the client and prove nothing.
 */
export function trustedAddress(socketAddress: string, forwardedFor: string | string[] | undefined, hops: number): string {
  if (hops === 0) return socketAddress;
  const entries = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through all of them.
  return entries.at(-hops) ?? socketAddress;
}

type HeaderReader = { get(name: string): string | null };

/** What the app reads: the header server.ts set, or Vercel's own on Vercel. */
export function clientAddress(headers: HeaderReader, env: Env = processEnv()): string {
  const value = env.VERCEL ? headers.get('x-real-ip') : headers.get('x-forwarded-for')?.split(',')[0];
  return value?.trim() || 'inconnue';
}
