import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeskFrame, BUTTON_SECONDARY, INPUT, LABEL, Notice } from '@/components/desk/ui';
import { venues } from '@/lib/content';
import { venueName } from '@/lib/quotes/server';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { LANGUAGE_NAMES, REQUEST_STATES, STATE_LABELS, type RequestState } from '@/lib/quotes';
import { STATUS_LABELS } from '@/lib/availability';
import { deskPaths } from '@/lib/desk';
import { requireDesk } from '@/lib/desk/server';
import { inbox, INBOX_PAGE, parsePage, sweepDevis } from '@/lib/devis/server';
import { formatLongDate } from '@/lib/french/format';
import { leave } from './actions';

export const metadata: Metadata = { title: 'Demandes' };

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export default async function InboxPage({ searchParams }: PageProps<'/espace-prestataire'>) {
  const { email } = await requireDesk();
  const params = await searchParams;
  const state: RequestState | undefined = REQUEST_STATES.find((s) => s === one(params.etat));
  const venueNames = venues().map(venueName);
  const venue = venueNames.find((name) => name === one(params.lieu));
  const month = one(params.mois);
  const search = one(params.q);
  // A page past this would be empty anyway; a number that is none is no page at all.
  const page = parsePage(one(params.page), 100_000);
  if (page === undefined) notFound();
  // What lapsed since the last visit is ended before the list is read: the states shown are today's.
  await sweepDevis();
  const { total, quotes } = await inbox({ state, venue, month, search, page });
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE));
  const query = (n: number) =>
    new URLSearchParams({
      ...(state && { etat: state }),
      ...(venue && { lieu: venue }),
      ...(month && { mois: month }),
      ...(search && { q: search }),
      page: String(n),
    }).toString();
  return (
    <DeskFrame email={email} title="Demandes de devis" signOut={leave}>
      {one(params.efface) && <Notice tone="ok">La demande a été effacée.</Notice>}
      <form method="get" className="mb-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-5" role="search">
        <div>
          <label htmlFor="etat" className={LABEL}>
            État
          </label>
          <select id="etat" name="etat" defaultValue={state ?? ''} className={INPUT}>
            <option value="">Tous</option>
            {REQUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lieu" className={LABEL}>
            Lieu
          </label>
          <select id="lieu" name="lieu" defaultValue={venue ?? ''} className={INPUT}>
            <option value="">Tous</option>
            {venueNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="mois" className={LABEL}>
            Mois de l’événement
          </label>
          <input id="mois" name="mois" type="month" defaultValue={month} className={INPUT} />
        </div>
        <div>
          <label htmlFor="q" className={LABEL}>
            Nom, e-mail ou référence
          </label>
          <input id="q" name="q" type="search" defaultValue={search} className={INPUT} />
        </div>
        <div className="flex items-end">
          <button type="submit" className={BUTTON_SECONDARY}>
            Filtrer
          </button>
        </div>
      </form>
      <p className="mb-3 text-muted" role="status">
        {total === 0 ? 'Aucune demande ne correspond.' : `${total} demande${total > 1 ? 's' : ''}, les plus récentes d’abord.`}
      </p>
      <ul className="space-y-3">
        {quotes.map((quote) => (
          <li key={quote.reference} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={deskPaths.request(quote.reference)} className="text-lg font-semibold text-brand-800 underline">
                {quote.name}
                {quote.company ? ` (${quote.company})` : ''}
              </Link>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{STATE_LABELS[quote.state]}</span>
            </div>
            <p className="mt-1">
              {quote.formulaName} · {quote.venue} · {formatLongDate(quote.eventDate)}
              {quote.persons !== undefined ? ` · ${quote.persons} pers.` : ''}
            </p>
            <p className="mt-1 text-sm text-muted">
              {quote.reference} · {quote.email}
              {quote.dateStatus ? ` · à l’envoi : ${STATUS_LABELS[quote.dateStatus]}` : ''}
              {quote.language === DEFAULT_LOCALE ? '' : ` · en ${LANGUAGE_NAMES[quote.language]}`}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex gap-4">
          {page > 1 && (
            <Link href={`?${query(page - 1)}`} className="underline">
              ← Plus récentes
            </Link>
          )}
          <span>
            Page {page} sur {pages}
          </span>
          {page < pages && (
            <Link href={`?${query(page + 1)}`} className="underline">
              Plus anciennes →
            </Link>
          )}
        </nav>
      )}
    </DeskFrame>
  );
}
