import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BUTTON, BUTTON_SECONDARY, DeskFrame, Notice } from '@/components/desk/ui';
import { STATUS_LABELS } from '@/lib/availability';
import { allowedEvents, statusLabel } from '@/lib/devis';
import { LANGUAGE_NAMES, STATE_LABELS } from '@/lib/quotes';
import { deskPaths } from '@/lib/desk';
import { requireDesk } from '@/lib/desk/server';
import { requestView } from '@/lib/devis/server';
import { formatEuros, formatLongDate } from '@/lib/french/format';
import { parisDateTime } from '@/lib/dates/paris';
import { draft, end, erase, leave } from '../../actions';

export const metadata: Metadata = { title: 'Demande' };

const euros = (cents: number) => formatEuros(cents / 100);

export default async function RequestPage({ params, searchParams }: PageProps<'/espace-prestataire/demandes/[reference]'>) {
  const { email } = await requireDesk();
  const { reference } = await params;
  const view = await requestView(decodeURIComponent(reference));
  if (!view) notFound();
  const { quote, price, status, conflicts, devis, history } = view;
  const confirmErase = (await searchParams).effacer === 'confirmer';
  const open = devis.find((d) => d.status === 'brouillon');
  // The buttons are those of the state machine: what the request may become from where it stands.
  const allowed = allowedEvents(quote.state);
  return (
    <DeskFrame
      email={email}
      title={`${quote.name}${quote.company ? ` (${quote.company})` : ''}`}
      back={{ href: deskPaths.inbox, label: 'Demandes' }}
      signOut={leave}
    >
      <p className="mb-4">
        <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">{STATE_LABELS[quote.state]}</span>{' '}
        <span className="text-muted">
          {quote.reference} · reçue le {parisDateTime(quote.createdAt)}
        </span>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="demande" className="rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="demande" className="mb-2 text-lg font-semibold">
            La demande
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">Formule</dt>
            <dd>{quote.formulaName}</dd>
            <dt className="text-muted">Lieu</dt>
            <dd>
              {quote.venue}
              {quote.room ? ` · ${quote.room}` : ''}
            </dd>
            <dt className="text-muted">Date</dt>
            <dd>
              {formatLongDate(quote.eventDate)}
              {quote.timeSlot ? ` · ${quote.timeSlot}` : ''}
            </dd>
            <dt className="text-muted">Personnes</dt>
            <dd>{quote.persons ?? 'à préciser'}</dd>
            {quote.quantity !== undefined && (
              <>
                <dt className="text-muted">Quantité</dt>
                <dd>{quote.quantity}</dd>
              </>
            )}
            {quote.extraHours !== undefined && (
              <>
                <dt className="text-muted">Heures sup.</dt>
                <dd>{quote.extraHours}</dd>
              </>
            )}
            <dt className="text-muted">E-mail</dt>
            <dd>
              <a href={`mailto:${quote.email}`} className="underline">
                {quote.email}
              </a>
            </dd>
            <dt className="text-muted">Téléphone</dt>
            <dd>
              <a href={`tel:${quote.phone.replace(/\s/g, '')}`} className="underline">
                {quote.phone}
              </a>
            </dd>
            <dt className="text-muted">Langue</dt>
            <dd>{LANGUAGE_NAMES[quote.language]}</dd>
          </dl>
          {quote.message && <p className="mt-3 whitespace-pre-line rounded-lg bg-stone-50 p-3">{quote.message}</p>}
        </section>
        <section aria-labelledby="prix" className="rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="prix" className="mb-2 text-lg font-semibold">
            Prix et date
          </h2>
          <p>
            Prix du calculateur :{' '}
            {price.ok ? (
              <strong>
                {formatEuros(price.total)} {price.tax}
                {price.ttc !== undefined ? ` (${formatEuros(price.ttc)} TTC)` : ''}
              </strong>
            ) : (
              <span>{price.reason}</span>
            )}
          </p>
          <p className="mt-1">
            Disponibilité aujourd’hui : <strong>{STATUS_LABELS[status]}</strong>
          </p>
          <h3 className="mt-3 font-semibold">Sur la même salle et les mêmes heures</h3>
          {conflicts.length === 0 ? (
            <p className="text-muted">Aucune autre demande ni réservation.</p>
          ) : (
            <ul className="list-disc pl-5">
              {conflicts.map((c) => (
                <li key={`${c.kind}-${c.reference}-${c.label}`}>
                  <Link href={deskPaths.request(c.reference)} className="underline">
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="devis" className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="devis" className="mb-2 text-lg font-semibold">
          Devis
        </h2>
        {devis.length === 0 && <p className="mb-3 text-muted">Aucun devis pour l’instant.</p>}
        <ul className="mb-3 space-y-1">
          {devis.map((d) => (
            <li key={d.id}>
              <Link href={deskPaths.devis(d.id)} className="underline">
                {d.number ? `${d.number} (version ${d.version})` : 'Brouillon'}
              </Link>{' '}
              · {statusLabel(d.status)} · {euros(d.body.basis === 'HT' ? d.totals.htCents : d.totals.ttcCents)} {d.body.basis}
            </li>
          ))}
        </ul>
        {!open && (quote.state === 'nouvelle' || allowed.includes('reviser')) && !devis.some((d) => d.status === 'envoye') && (
          <form action={draft}>
            <input type="hidden" name="reference" value={quote.reference} />
            <button type="submit" className={BUTTON}>
              Préparer le devis
            </button>
          </form>
        )}
        {open && (
          <Link href={deskPaths.devis(open.id)} className={BUTTON}>
            Reprendre le brouillon
          </Link>
        )}
      </section>
      <section aria-labelledby="historique" className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="historique" className="mb-2 text-lg font-semibold">
          Historique
        </h2>
        <ol className="space-y-1">
          <li>{parisDateTime(quote.createdAt)} · visiteur · Demande reçue</li>
          {history.map((line, i) => (
            <li key={i}>
              {parisDateTime(line.at)} · {line.actor} · {line.action}
              {line.detail ? ` (${line.detail})` : ''}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="fin" className="mt-4 flex flex-wrap gap-3">
        <h2 id="fin" className="sr-only">
          Terminer ou effacer
        </h2>
        {allowed.includes('refuser') && (
          <form action={end}>
            <input type="hidden" name="reference" value={quote.reference} />
            <button type="submit" name="etat" value="refuse" className={BUTTON_SECONDARY}>
              Marquer refusée par le client
            </button>
          </form>
        )}
        {allowed.includes('annuler') && (
          <form action={end}>
            <input type="hidden" name="reference" value={quote.reference} />
            <button type="submit" name="etat" value="annule" className={BUTTON_SECONDARY}>
              Annuler la demande
            </button>
          </form>
        )}
        <form action={erase}>
          <input type="hidden" name="reference" value={quote.reference} />
          {confirmErase && (
            <Notice tone="erreur">
              Effacer les données de {quote.name} ? Un devis accepté est gardé 10 ans (contrat), le reste est supprimé.
            </Notice>
          )}
          <button type="submit" name="confirmer" value={confirmErase ? 'oui' : 'non'} className={`${BUTTON_SECONDARY} mt-2`}>
            {confirmErase ? 'Oui, effacer définitivement' : 'Effacer les données de cette personne'}
          </button>
        </form>
      </section>
    </DeskFrame>
  );
}
