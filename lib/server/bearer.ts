import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/** Whether the request carries `Authorization: Bearer <secret>`; never true without a secret. Compared in constant time. */
export function hasBearer(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
