// What the limits count a visitor by. Addresses that one person controls at once count as
// one: an IPv6 subscriber gets a whole /64 (often a /56 or /48) and can change address at
// every request, and one mailbox has many spellings (case, `+tag`, Gmail's dots).
import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The eight 16-bit groups of a valid IPv6 address: `::` expanded, a zone dropped, a
 * trailing IPv4 part converted. Written here because node:net checks an address but
 * does not expand one, and this is all the limits need of it.
 */
function ipv6Groups(address: string): number[] {
  // A zone (`fe80::1%eth0`) names the interface, not the address.
  let text = address.replace(/%[\s\S]*$/, '').toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

type Parsed = { v4: number[] } | { v6: number[] } | undefined;

function parse(address: string): Parsed {
  if (isIPv4(address)) return { v4: address.split('.').map(Number) };
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  // An IPv4 client seen through a dual-stack socket (`::ffff:203.0.113.7`) is that IPv4 client.
  const [, , , , , mapped, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && mapped === 0xffff) {
    return { v4: [high >> 8, high & 0xff, low >> 8, low & 0xff] };
  }
  return { v6: groups };
}

const prefix = (groups: number[], count: number, bits: number) =>
  `${groups
    .slice(0, count)
    .map((group) => group.toString(16))
    .join(':')}::/${bits}`;

/** One client: an IPv4 address, or an IPv6 /64. Anything else (`inconnue`) as it is. */
export function addressKey(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
  return 'v4' in parsed ? parsed.v4.join('.') : prefix(parsed.v6, 4, 64);
}

/** The network around a client: an IPv4 /24, an IPv6 /48 (what one site or subscriber is usually given). */
export function networkKey(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
  return 'v4' in parsed ? `${parsed.v4.slice(0, 3).join('.')}.0/24` : prefix(parsed.v6, 3, 48);
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** One mailbox: lower case, without `+tag`, and for Gmail without the dots it ignores. */
export function mailboxKey(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const domain = text.slice(at + 1);
  const local = text.slice(0, at).replace(/\+[\s\S]*$/, '');
  return GMAIL.has(domain) ? `${local.replace(/\./g, '')}@gmail.com` : `${local}@${domain}`;
}
