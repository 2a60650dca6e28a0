// The provider's private calendar address: a new token replaces the old one at once; only its
// hash is kept (lib/server/feed-token.ts), so the address is shown once, when it is made.
import 'server-only';
import { quoteService } from '../quotes/server';
import { renewFeedToken } from '../server/feed-token';
import { siteLink } from './desk';

export async function newFeedAddress(): Promise<string> {
  const { db } = await quoteService();
  return siteLink(`/agenda/${await renewFeedToken(db)}`);
}
