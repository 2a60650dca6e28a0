'use client';
// The desk's money buttons: the balance invoice, a cancellation's invoices (with the day the client
// cancelled), and a bank statement imported with what it recorded and what it set aside.
import { useActionState } from 'react';
import type { DeskFormState } from '@/lib/devis';
import type { ImportReport } from '@/lib/payments';
import { formatCents, formatLongDate } from '@/lib/french/format';
import { BUTTON, BUTTON_SECONDARY, Field, Notice } from './ui';

type Action = (state: DeskFormState, form: FormData) => Promise<DeskFormState>;

function Outcome({ state }: { state: DeskFormState }) {
  if (state.status === 'ok') return <Notice tone="ok">{state.message}</Notice>;
  if (state.status === 'erreur') return <Notice tone="erreur">{state.problems?.[0]?.message ?? state.message}</Notice>;
  return null;
}

export function BalanceForm({ id, action }: { id: number; action: Action }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  return (
    <form action={formAction} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <Outcome state={state} />
      <div>
        <button type="submit" className={BUTTON_SECONDARY} disabled={pending || state.status === 'ok'}>
          Émettre la facture de solde
        </button>
      </div>
    </form>
  );
}

export function CancellationForm({ id, today, action }: { id: number; today: string; action: Action }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  const problem = state.status === 'erreur' ? state.problems?.find((p) => p.field === 'cancelledOn')?.message : undefined;
  return (
    <form action={formAction} className="grid gap-3 sm:grid-cols-[1fr_auto]" noValidate>
      <input type="hidden" name="id" value={id} />
      <div className="sm:col-span-2">{!problem && <Outcome state={state} />}</div>
      <Field id="cancelledOn" name="cancelledOn" label="Annulé par le client le" type="date" defaultValue={today} error={problem} />
      <div className="flex items-end">
        <button type="submit" className={BUTTON} disabled={pending || state.status === 'ok'}>
          Facturer l’annulation (avoir et facture)
        </button>
      </div>
    </form>
  );
}

export type StatementState = { status: 'idle' } | { status: 'done'; report: ImportReport };

export function StatementForm({ action }: { action: (state: StatementState, form: FormData) => Promise<StatementState> }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  const report = state.status === 'done' ? state.report : undefined;
  return (
    <form action={formAction} className="grid gap-3">
      <label htmlFor="releve" className="font-medium">
        Relevé de compte (camt.053 en XML, ou CSV de la banque)
      </label>
      <input id="releve" name="releve" type="file" accept=".xml,.csv,.txt,application/xml,text/csv" className="text-sm" />
      <div>
        <button type="submit" className={BUTTON} disabled={pending}>
          {pending ? 'Lecture du relevé…' : 'Importer le relevé'}
        </button>
      </div>
      {report && !report.ok && <Notice tone="erreur">{report.message}</Notice>}
      {report?.ok && (
        <div className="grid gap-2" aria-live="polite">
          <Notice tone="ok">
            {report.recorded.length} paiement{report.recorded.length > 1 ? 's' : ''} enregistré{report.recorded.length > 1 ? 's' : ''},{' '}
            {report.unmatched.length} à traiter, {report.already} déjà importé{report.already > 1 ? 's' : ''}.
          </Notice>
          {[
            { title: 'Enregistrés', lines: report.recorded },
            { title: 'Non rapprochés', lines: report.unmatched },
          ].map(
            (group) =>
              group.lines.length > 0 && (
                <table key={group.title} className="w-full text-left text-sm">
                  <caption className="text-left font-semibold">{group.title}</caption>
                  <thead>
                    <tr>
                      <th>Date</th>
                      <th>Montant</th>
                      <th>Libellé</th>
                      <th>Devis, facture</th>
                      <th>Remarque</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.lines.map((line, i) => (
                      <tr key={i} className="border-t border-stone-200 align-top">
                        <td>{formatLongDate(line.on)}</td>
                        <td className="whitespace-nowrap">{formatCents(line.cents)}</td>
                        <td>{line.label}</td>
                        <td>{[line.devisNumber, line.invoice].filter(Boolean).join(', ')}</td>
                        <td>{line.note}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
          )}
        </div>
      )}
    </form>
  );
}
