import type { Metadata } from 'next';
import Link from 'next/link';
import { StatementForm } from '@/components/desk/MoneyForms';
import { BUTTON_SECONDARY, DeskFrame } from '@/components/desk/ui';
import { ACCOUNTS } from '@/lib/accounting';
import { deskPaths } from '@/lib/desk';
import { moneyOverview } from '@/lib/accounting/server';
import { requireDesk } from '@/lib/desk/server';
import { formatCents, formatLongDate } from '@/lib/french/format';
import { INVOICE_TITLE } from '@/lib/invoices';
import { invoiceList, unmatchedCredits } from '@/lib/payments/server';
import { parisToday } from '@/lib/dates/paris';
import { leave } from '../actions';
import { statement } from '../money-actions';

export const metadata: Metadata = { title: 'Factures et paiements' };

const monthName = (month: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

export default async function InvoicesPage() {
  const { email } = await requireDesk();
  const [invoices, overview, unmatched] = await Promise.all([invoiceList(), moneyOverview(), unmatchedCredits()]);
  const today = parisToday();
  const year = today.slice(0, 4);
  return (
    <DeskFrame email={email} title="Factures et paiements" signOut={leave}>
      <section aria-labelledby="releve" className="mb-6 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="releve" className="mb-2 text-lg font-semibold">
          Importer un relevé bancaire
        </h2>
        <p className="mb-3 text-sm text-muted">
          Chaque virement reçu est rapproché de son devis par la référence que le client a écrite (numéro de devis, de facture ou de
          demande), enregistré, et sa facture d’acompte part au client. Un relevé importé deux fois n’ajoute rien.
        </p>
        <StatementForm action={statement} />
      </section>

      {unmatched.length > 0 && (
        <section aria-labelledby="a-traiter" className="mb-6 rounded-xl border border-amber-300 bg-white p-4">
          <h2 id="a-traiter" className="mb-2 text-lg font-semibold">
            Virements à traiter ({unmatched.length})
          </h2>
          <p className="mb-2 text-sm text-muted">
            Reçus sur le compte, reliés à aucun devis : enregistrez-les à la main sur le bon devis, ou remboursez-les.
          </p>
          <table className="w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3">
            <thead>
              <tr>
                <th>Date</th>
                <th className="text-right">Montant</th>
                <th>Libellé</th>
                <th>Raison</th>
              </tr>
            </thead>
            <tbody>
              {unmatched.map((credit, i) => (
                <tr key={i} className="border-t border-stone-200 align-top">
                  <td>{formatLongDate(credit.on)}</td>
                  <td className="whitespace-nowrap text-right">{formatCents(credit.cents)}</td>
                  <td>{credit.label}</td>
                  <td>{credit.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section aria-labelledby="comptable" className="mb-6 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="comptable" className="mb-2 text-lg font-semibold">
          Pour le comptable
        </h2>
        <p className="mb-3 text-sm text-muted">
          Factures, avoirs et paiements de la période, TVA par taux, sur les comptes{' '}
          {Object.values(ACCOUNTS)
            .map((account) => `${account.number} (${account.label})`)
            .join(', ')}
          .
        </p>
        <form action={deskPaths.journal} method="get" className="flex flex-wrap items-end gap-3">
          <label className="grid text-sm">
            Du
            <input type="date" name="du" defaultValue={`${year}-01-01`} className="rounded border border-stone-300 px-2 py-1" />
          </label>
          <label className="grid text-sm">
            Au
            <input type="date" name="au" defaultValue={today} className="rounded border border-stone-300 px-2 py-1" />
          </label>
          <button type="submit" name="format" value="fec" className={BUTTON_SECONDARY}>
            Fichier des écritures (FEC)
          </button>
          <button type="submit" name="format" value="csv" className={BUTTON_SECONDARY}>
            Journal des ventes (CSV)
          </button>
        </form>
      </section>

      <section aria-labelledby="mois" className="mb-6">
        <h2 id="mois" className="mb-2 text-lg font-semibold">
          Par mois
        </h2>
        {overview.months.length === 0 ? (
          <p className="text-muted">Rien de facturé ni d’encaissé pour l’instant.</p>
        ) : (
          <table className="w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3">
            <thead>
              <tr>
                <th>Mois</th>
                <th className="text-right">Facturé TTC</th>
                <th className="text-right">Encaissé</th>
                <th className="text-right">Reste dû en fin de mois</th>
              </tr>
            </thead>
            <tbody>
              {overview.months.map((month) => (
                <tr key={month.month} className="border-t border-stone-200">
                  <td>{monthName(month.month)}</td>
                  <td className="text-right">{formatCents(month.invoicedCents)}</td>
                  <td className="text-right">{formatCents(month.receivedCents)}</td>
                  <td className="text-right">{formatCents(month.outstandingCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="clients" className="mb-6">
        <h2 id="clients" className="mb-2 text-lg font-semibold">
          Solde de chaque client
        </h2>
        {overview.clients.length === 0 ? (
          <p className="text-muted">Aucun client facturé pour l’instant.</p>
        ) : (
          <table className="w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3">
            <thead>
              <tr>
                <th>Client</th>
                <th>Demande</th>
                <th className="text-right">Facturé</th>
                <th className="text-right">Reçu</th>
                <th className="text-right">Solde</th>
              </tr>
            </thead>
            <tbody>
              {overview.clients.map((client) => (
                <tr key={client.reference} className="border-t border-stone-200">
                  <td>{client.client}</td>
                  <td>
                    <Link href={deskPaths.request(client.reference)} className="underline">
                      {client.reference}
                    </Link>
                  </td>
                  <td className="text-right">{formatCents(client.invoicedCents)}</td>
                  <td className="text-right">{formatCents(client.receivedCents)}</td>
                  <td className="text-right">
                    {client.balanceCents < 0 ? `${formatCents(-client.balanceCents)} à rembourser` : formatCents(client.balanceCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="factures">
        <h2 id="factures" className="mb-2 text-lg font-semibold">
          Factures et avoirs
        </h2>
        {invoices.length === 0 ? (
          <p className="text-muted">Aucune facture pour l’instant : la première part avec le premier acompte reçu.</p>
        ) : (
          <table className="w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3">
            <thead>
              <tr>
                <th>Numéro</th>
                <th>Émise le</th>
                <th>Client</th>
                <th>Devis</th>
                <th className="text-right">TTC</th>
                <th>État</th>
                <th>Fichiers</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.number} className="border-t border-stone-200">
                  <td>
                    {INVOICE_TITLE[invoice.kind]} {invoice.number}
                  </td>
                  <td>{formatLongDate(invoice.issuedOn)}</td>
                  <td>{invoice.client}</td>
                  <td>
                    <Link href={deskPaths.devis(invoice.devisId)} className="underline">
                      {invoice.devisNumber}
                    </Link>
                  </td>
                  <td className="text-right">{formatCents(invoice.document.totals.ttcCents)}</td>
                  <td>{invoice.state}</td>
                  <td className="whitespace-nowrap">
                    <a href={deskPaths.invoiceFile(invoice.number, 'pdf')} className="underline">
                      PDF
                    </a>{' '}
                    ·{' '}
                    <a href={deskPaths.invoiceFile(invoice.number, 'xml')} className="underline">
                      XML
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </DeskFrame>
  );
}
