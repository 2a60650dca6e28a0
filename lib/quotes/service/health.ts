// Report: the state of the store and of the e-mail queue for /api/sante, without personal
// data or secrets.
import 'server-only';
import type { Database } from '../../server/db';
import type { SmtpStatus } from '../../server/mail';
import { quoteService } from './service';

export type Health = {
  status: 200 | 503;
  body: {
    base: { etat: 'ok' | 'injoignable'; type?: Database['kind'] };
    envoi?: {
      smtp: 'désactivé' | 'non vérifié' | 'ok' | 'échec';
      dernierResultat?: string | undefined;
      enAttente: number;
      plusAncienneEnAttente?: string | undefined;
      abandonnes: number;
    };
  };
};

/** The state of the store and of the e-mail queue, without personal data or secrets. */
export async function quoteHealth(): Promise<Health> {
  try {
    const service = await quoteService();
    await service.db.query('SELECT 1');
    const summary = await service.store.outbox.outboxSummary();
    const smtp: SmtpStatus | undefined = service.worker?.smtp;
    return {
      status: 200,
      body: {
        base: { etat: 'ok', type: service.db.kind },
        envoi: {
          smtp: !service.mail ? 'désactivé' : !smtp ? 'non vérifié' : smtp.ok ? 'ok' : 'échec',
          dernierResultat: smtp?.at,
          enAttente: summary.pending,
          plusAncienneEnAttente: summary.oldestPending,
          abandonnes: summary.abandoned,
        },
      },
    };
  } catch {
    return { status: 503, body: { base: { etat: 'injoignable' } } };
  }
}
