// The page behind a devis's acceptance link, in the devis's language (app/(fr)/devis/accepter and
// app/en/quote/accept are thin routes over it). It shows this devis and nothing else; an unknown,
// replaced or expired link says so in words and reveals nothing.
import type { Metadata } from 'next';
import { AcceptanceForm } from '@/components/desk/AcceptanceForm';
import { mdxBody } from '@/components/mdx/MDXContent';
import { mdxData } from '@/lib/view/blocks';
import { loadPricingMessages } from '@/lib/pricing';
import { PageHeader } from '@/components/ui/PageHeader';
import { acceptedWhen, devisFormat, devisWordsFor, loadDevisWords, needsExpressRequest } from '@/lib/devis';
import { acceptancePage } from '@/lib/devis/server';
import { invoicesForToken } from '@/lib/invoices/server';
import { parisToday } from '@/lib/dates/paris';
import type { Locale } from '@/lib/i18n';
import { acceptQuote } from './acceptance-action';

export const acceptanceMetadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

export async function AcceptancePageView({ token, locale }: { token: string; locale: Locale }) {
  const view = await acceptancePage(token);
  // The terms' blocks may show a formula's price (`<Formule>`), in the page's language.
  await Promise.all([loadPricingMessages(locale), loadDevisWords(locale)]);
  const words = devisWordsFor(locale).acceptance;
  const { date: longDate, cents: money, euros, percent } = devisFormat(locale);
  const frame = (title: string, children: React.ReactNode) => (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={title} />
      {children}
    </div>
  );
  if (view.state === 'inconnu') return frame(words.unknown.title, <p className="mt-4">{words.unknown.text}</p>);
  if (view.state === 'remplace') return frame(words.title(view.number), <p className="mt-4">{words.replaced(view.number, view.newer)}</p>);
  const { devis } = view;
  const { body, totals } = devis;
  const invoices = await invoicesForToken(token);
  const title = words.title(devis.number ?? '');
  if (view.state === 'expire')
    return frame(title, <p className="mt-4">{words.expired(longDate(parisToday(new Date(devis.validUntil ?? Date.now()))))}</p>);
  if (view.state === 'termine') return frame(title, <p className="mt-4">{words.ended}</p>);
  const { securityDepositEuros } = view;
  return frame(
    title,
    <>
      {view.state === 'accepte' && (
        <p role="status" className="mt-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-4 font-medium">
          {words.accepted(acceptedWhen(new Date(devis.acceptedAt ?? Date.now()), locale))}
        </p>
      )}
      <section aria-labelledby="devis-resume" className="mt-6">
        <h2 id="devis-resume" className="text-xl font-semibold text-brand-800">
          {words.summary}
        </h2>
        <p className="mt-2">
          {body.client.name}
          {body.client.company ? `, ${body.client.company}` : ''}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{words.where}</dt>
          <dd>
            {body.rental.formulaName} · {body.rental.places.join(', ')}
          </dd>
          <dt className="text-muted">{words.when}</dt>
          <dd>
            {body.rental.dates.map(longDate).join(', ')}, {body.rental.start}–{body.rental.end}
          </dd>
        </dl>
        <div className="mt-4">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-2">
                  {words.columns.label}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {words.columns.quantity}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {words.columns.unit}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {words.columns.vat}
                </th>
                <th scope="col" className="py-2 text-right">
                  {words.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {body.lines.map((line, i) => (
                <tr key={i} className="border-b border-stone-100">
                  <td className="py-2 pr-2">{line.label}</td>
                  <td className="py-2 pr-2 text-right">{line.quantity}</td>
                  <td className="py-2 pr-2 text-right">{money(line.unitCents)}</td>
                  <td className="py-2 pr-2 text-right">{percent(line.vatRate)}</td>
                  <td className="py-2 text-right">{money(line.unitCents * line.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-3 grid grid-cols-[auto_auto] justify-end gap-x-6 text-right">
          <dt>{words.totalHt}</dt>
          <dd>{money(totals.htCents)}</dd>
          <dt>{words.vat}</dt>
          <dd>{money(totals.tvaCents)}</dd>
          <dt className="font-semibold">{words.totalTtc}</dt>
          <dd className="font-semibold">{money(totals.ttcCents)}</dd>
        </dl>
        <p className="mt-3">{words.deposit(money(devis.depositCents), body.depositDays, body.firmOn === 'acceptation')}</p>
        <p className="mt-1">{words.securityDeposit(euros(securityDepositEuros))}</p>
        <p className="mt-1">{words.law}</p>
        {devis.validUntil && view.state === 'ouvert' && (
          <p className="mt-1">{words.validUntil(longDate(parisToday(new Date(devis.validUntil))))}</p>
        )}
        <p className="mt-3">
          <a href={`${words.path(token)}/pdf`} className="underline">
            {words.pdf}
          </a>
        </p>
        {invoices.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold">{words.invoices}</h3>
            <ul className="mt-1 grid gap-1">
              {invoices.map((invoice) => (
                <li key={invoice.number}>
                  <a href={words.invoicePath(token, invoice.number)} className="underline">
                    {invoice.title}
                  </a>{' '}
                  · {longDate(invoice.issuedOn)} · {money(invoice.ttcCents)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {view.state === 'ouvert' && (
        <>
          <section aria-labelledby="conditions" className="mt-6">
            <h2 id="conditions" className="text-xl font-semibold text-brand-800">
              {words.terms}
            </h2>
            <details className="mt-2 rounded-lg border border-stone-300 bg-white p-4">
              <summary className="min-h-11 cursor-pointer font-medium underline">{words.readTerms}</summary>
              <div lang={view.terms.language} className="mt-2 text-sm">
                {mdxBody(view.terms.code, mdxData(locale)).content}
              </div>
            </details>
            <p className="mt-2">
              <a href={words.termsHref} className="underline">
                {words.termsLink}
              </a>
            </p>
          </section>
          <AcceptanceForm
            words={{ agree: words.agree, name: words.name, submit: words.submit, errorsTitle: words.errorsTitle }}
            express={needsExpressRequest(body, parisToday()) ? words.express : undefined}
            action={acceptQuote.bind(null, token, locale)}
          />
        </>
      )}
    </>,
  );
}
