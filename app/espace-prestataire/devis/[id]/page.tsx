import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DepositForm } from '@/components/desk/DepositForm';
import { DevisEditor } from '@/components/desk/DevisEditor';
import { BUTTON_SECONDARY, DeskFrame, Notice } from '@/components/desk/ui';
import { statusLabel } from '@/lib/devis';
import { LANGUAGE_NAMES } from '@/lib/quotes';
import { deskPaths } from '@/lib/desk';
import { requireDesk } from '@/lib/desk/server';
import { findDevis, parseId, verifyProofOf } from '@/lib/devis/server';
import { parisDateTime, parisToday } from '@/lib/dates/paris';
import { formatCents, formatLongDate } from '@/lib/french/format';
import { site } from '@/lib/content';
import { BalanceForm, CancellationForm } from '@/components/desk/MoneyForms';
import { INVOICE_TITLE } from '@/lib/invoices';
import { invoiceList } from '@/lib/payments/server';
import { deposit, leave, revise, save } from '../../actions';
import { balance, cancellation } from '../../money-actions';

export const metadata: Metadata = { title: 'Devis' };

const euros = formatCents;
const amount = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

export default async function DevisPage({ params, searchParams }: PageProps<'/espace-prestataire/devis/[id]'>) {
  const { email } = await requireDesk();
  const id = parseId((await params).id);
  const devis = id === undefined ? undefined : await findDevis(id);
  if (!devis) notFound();
  const { body, totals } = devis;
  const back = { href: deskPaths.request(body.reference), label: `Demande ${body.reference}` };
  if (devis.status === 'brouillon') {
    return (
      <DeskFrame email={email} title={`Devis pour ${body.client.name}`} back={back} signOut={leave}>
        <p className="mb-4 text-muted">
          {body.rental.formulaName} · {body.rental.places.join(', ')} ·{' '}
          {body.audience === 'pro' ? 'professionnel, prix HT' : 'particulier, prix TTC'} · devis en {LANGUAGE_NAMES[body.language]}
        </p>
        <DevisEditor
          id={devis.id}
          basis={body.basis}
          lines={body.lines}
          deposit={amount(body.depositCents)}
          firmOn={body.firmOn}
          depositDays={body.depositDays}
          validityDays={body.validityDays}
          date={body.rental.dates[0] ?? ''}
          start={body.rental.start}
          end={body.rental.end}
          note={body.note ?? ''}
          consumer={body.audience === 'particuliers'}
          leisure={body.leisure !== false}
          client={{
            company: body.client.company ?? '',
            address: (body.client.address ?? []).join('\n'),
            siren: body.client.siren ?? '',
            vatNumber: body.client.vatNumber ?? '',
          }}
          defaultRate={site.taux_tva}
          action={save}
        />
      </DeskFrame>
    );
  }
  const query = await searchParams;
  const sent = query.envoye === '1';
  const verification = query.verifier === '1' && devis.number ? await verifyProofOf(devis.number) : undefined;
  const invoices = (await invoiceList()).filter((invoice) => invoice.devisId === devis.id).reverse();
  const has = (kind: string) => invoices.some((invoice) => invoice.kind === kind);
  return (
    <DeskFrame email={email} title={`Devis ${devis.number ?? ''}`} back={back} signOut={leave}>
      {sent && (
        <Notice tone="ok">
          Le devis {devis.number} est envoyé à {body.client.email}, avec une copie pour vous.
        </Notice>
      )}
      <dl className="my-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-4">
        <dt className="text-muted">État</dt>
        <dd>{statusLabel(devis.status)}</dd>
        <dt className="text-muted">Version</dt>
        <dd>{devis.version}</dd>
        <dt className="text-muted">Client</dt>
        <dd>
          {body.client.name}
          {body.client.company ? ` (${body.client.company})` : ''}
        </dd>
        <dt className="text-muted">Location</dt>
        <dd>
          {body.rental.formulaName} · {body.rental.places.join(', ')} · {body.rental.dates.map(formatLongDate).join(', ')},{' '}
          {body.rental.start}–{body.rental.end}
        </dd>
        <dt className="text-muted">Total</dt>
        <dd>
          {euros(totals.htCents)} HT · {euros(totals.tvaCents)} TVA · <strong>{euros(totals.ttcCents)} TTC</strong>
        </dd>
        <dt className="text-muted">Acompte</dt>
        <dd>
          {euros(devis.depositCents)} · ferme {body.firmOn === 'acompte' ? 'à la réception de l’acompte' : 'dès l’acceptation'}
        </dd>
        {devis.sentAt && (
          <>
            <dt className="text-muted">Envoyé</dt>
            <dd>{parisDateTime(devis.sentAt)}</dd>
          </>
        )}
        {devis.validUntil && (
          <>
            <dt className="text-muted">Valable jusqu’au</dt>
            <dd>{formatLongDate(parisToday(new Date(devis.validUntil)))}</dd>
          </>
        )}
        {devis.acceptedAt && (
          <>
            <dt className="text-muted">Accepté</dt>
            <dd>
              {parisDateTime(devis.acceptedAt)} par « {typeof devis.evidence?.name === 'string' ? devis.evidence.name : ''} »
            </dd>
          </>
        )}
        {devis.depositReceivedOn && (
          <>
            <dt className="text-muted">Acompte reçu</dt>
            <dd>
              {euros(devis.depositReceivedCents ?? 0)} le {formatLongDate(devis.depositReceivedOn)}
            </dd>
          </>
        )}
        {devis.pdfSha256 && (
          <>
            <dt className="text-muted">Empreinte du PDF</dt>
            <dd className="break-all font-mono text-sm">{devis.pdfSha256}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={deskPaths.devisPdf(devis.id)} className={BUTTON_SECONDARY}>
          Ouvrir le PDF
        </a>
        {devis.acceptedAt && (
          <a href={deskPaths.devisEvidence(devis.id)} className={BUTTON_SECONDARY}>
            Télécharger le dossier de preuve
          </a>
        )}
        {devis.number && (
          <Link href={deskPaths.devisProof(devis.id)} className={BUTTON_SECONDARY}>
            Vérifier la preuve
          </Link>
        )}
        {devis.status === 'envoye' && (
          <form action={revise}>
            <input type="hidden" name="id" value={devis.id} />
            <button type="submit" className={BUTTON_SECONDARY}>
              Corriger (nouvelle version)
            </button>
          </form>
        )}
        <Link href={back.href} className={BUTTON_SECONDARY}>
          Retour à la demande
        </Link>
      </div>
      {verification && (
        <section aria-labelledby="verification" className="mt-6 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="verification" className="mb-2 text-lg font-semibold">
            {verification.ok ? 'La preuve tient' : 'La preuve ne tient pas'}
          </h2>
          <ul className="space-y-1">
            {verification.lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </section>
      )}
      {devis.acceptedAt && ['accepte', 'expire'].includes(devis.status) && !devis.depositReceivedOn && (
        <section aria-labelledby="acompte" className="mt-6 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="acompte" className="mb-2 text-lg font-semibold">
            Acompte attendu : {euros(devis.depositCents)} (référence {devis.number})
          </h2>
          {devis.status === 'expire' && (
            <p className="mb-2 text-muted">
              La date a été libérée faute d’acompte à temps. Un acompte reçu depuis la réserve à nouveau si elle est encore libre.
            </p>
          )}
          <DepositForm id={devis.id} today={parisToday()} expected={amount(devis.depositCents)} action={deposit} />
        </section>
      )}
      {(invoices.length > 0 || devis.status === 'accepte') && (
        <section aria-labelledby="factures" className="mt-6 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="factures" className="mb-2 text-lg font-semibold">
            Factures
          </h2>
          {invoices.length > 0 && (
            <ul className="mb-3 grid gap-1">
              {invoices.map((invoice) => (
                <li key={invoice.number}>
                  <a href={deskPaths.invoiceFile(invoice.number, 'pdf')} className="underline">
                    {INVOICE_TITLE[invoice.kind]} {invoice.number}
                  </a>{' '}
                  du {formatLongDate(invoice.issuedOn)} · {euros(invoice.document.totals.ttcCents)} TTC · {invoice.state}
                </li>
              ))}
            </ul>
          )}
          {devis.status === 'accepte' && devis.depositReceivedOn && (
            <div className="mb-3">
              <h3 className="mb-1 font-medium">Un autre paiement reçu (solde, complément)</h3>
              <DepositForm id={devis.id} today={parisToday()} expected="" action={deposit} label="Paiement reçu" />
            </div>
          )}
          {devis.status === 'accepte' && !has('solde') && <BalanceForm id={devis.id} action={balance} />}
          {devis.status === 'annule' && has('acompte') && !has('avoir') && (
            <CancellationForm id={devis.id} today={parisToday()} action={cancellation} />
          )}
        </section>
      )}
    </DeskFrame>
  );
}
