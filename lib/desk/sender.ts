// Who the desk's e-mails come from and go to: the provider's address (DEVIS_EMAIL_TO, or the
// site's e-mail) with the brand and phone that sign them.
import 'server-only';
import { site } from '../content';
import { readConfig } from '../quotes/server';

export type Sender = { brand: string; providerEmail: string; phone: string };

/** The address the provider's e-mails go to, and the sender's words. */
export async function sender(): Promise<Sender> {
  return { brand: site.brand, providerEmail: readConfig().mailTo ?? site.email, phone: site.phone };
}
