import { currentDesk } from '@/lib/desk/server';
import { salesJournal } from '@/lib/accounting/server';
import { privateFile } from '../../../private-file';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The sales journal of a period for the accountant: the FEC (?format=fec) or the CSV, for a signed-in provider only.
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const from = query.get('du') ?? '';
  const to = query.get('au') ?? '';
  if (!(await currentDesk())) return privateFile(undefined, 'Session expirée.');
  if (!DAY.test(from) || !DAY.test(to) || from > to)
    return new Response('Indiquez une période : du (AAAA-MM-JJ) au (AAAA-MM-JJ), la première date avant la seconde.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const journal = await salesJournal({ from, to });
  return query.get('format') === 'fec'
    ? privateFile({ name: journal.fec.name, body: journal.fec.text, type: 'text/plain; charset=utf-8', download: true }, '')
    : privateFile({ name: `journal-des-ventes-${from}-${to}.csv`, body: journal.csv, type: 'text/csv; charset=utf-8', download: true }, '');
}
