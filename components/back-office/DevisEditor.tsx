'use client';
// The devis editor: the engine's lines, editable, a free line or a discount added, the deposit,
// the terms and the hours; the totals follow as the provider types (the same `devisTotals` as
// the server's). Each refusal is written beside its field; nothing typed is lost.
import { useActionState, useState } from 'react';
import { devisTotals, type DeskFormState, type DevisLine, type LineOrigin } from '@/lib/devis';
import { BUTTON, BUTTON_SECONDARY, INPUT, LABEL, Notice } from './ui';

type Row = { key: number; label: string; price: string; quantity: string; vatRate: string; origin: LineOrigin };

export type EditorProps = {
  id: number;
  basis: 'HT' | 'TTC';
  lines: DevisLine[];
  deposit: string;
  firmOn: 'acceptation' | 'acompte';
  depositDays: number;
  validityDays: number;
  date: string;
  start: string;
  end: string;
  note: string;
  defaultRate: number;
  action: (state: DeskFormState, form: FormData) => Promise<DeskFormState>;
};

const amount = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const cents = (text: string) => Math.round(Number(text.replace(/[\s\u202f\u00a0€]/g, '').replace(',', '.')) * 100);

export function DevisEditor(props: EditorProps) {
  const [state, formAction, pending] = useActionState(props.action, { status: 'idle' });
  const [rows, setRows] = useState<Row[]>(() =>
    props.lines.map((line, key) => ({
      key,
      label: line.label,
      price: amount(line.unitCents),
      quantity: String(line.quantity),
      vatRate: String(line.vatRate),
      origin: line.origin,
    })),
  );
  const add = (origin: LineOrigin) =>
    setRows((current) => [
      ...current,
      {
        key: Math.max(0, ...current.map((r) => r.key)) + 1,
        label: origin === 'remise' ? 'Remise' : '',
        price: origin === 'remise' ? '-0,00' : '',
        quantity: '1',
        vatRate: String(props.defaultRate),
        origin,
      },
    ]);
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const problems = state.status === 'erreur' ? (state.problems ?? []) : [];
  const problem = (field: string) => problems.find((p) => p.field === field)?.message;
  const live = devisTotals(
    rows.flatMap((row) => {
      const unit = cents(row.price);
      const quantity = Number(row.quantity);
      const rate = Number(row.vatRate);
      return Number.isFinite(unit) && Number.isFinite(quantity) && Number.isFinite(rate)
        ? [{ label: row.label, unitCents: unit, quantity, vatRate: rate, origin: row.origin }]
        : [];
    }),
    props.basis,
  );
  const describedBy = (field: string) => (problem(field) ? `${field}-erreur` : undefined);
  const error = (field: string) =>
    problem(field) && (
      <p id={`${field}-erreur`} className="mt-1 font-medium text-red-800">
        {problem(field)}
      </p>
    );
  return (
    <form action={formAction} className="space-y-6" noValidate>
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="lignes" value={rows.length} />
      {state.status === 'ok' && <Notice tone="ok">{state.message}</Notice>}
      {problems.length > 0 && (
        <Notice tone="erreur">
          <p className="font-semibold">Le devis n’est pas enregistré :</p>
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p.field + p.message}>
                <a href={`#${p.field.replace(/\./g, '-')}`} className="underline">
                  {p.message}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Lignes ({props.basis === 'HT' ? 'prix unitaires HT' : 'prix unitaires TTC'})</legend>
        <div className="space-y-4">
          {rows.map((row, i) => (
            <div key={row.key} className="grid gap-2 border-b border-stone-100 pb-4 sm:grid-cols-[1fr_8rem_5rem_6rem_auto]">
              <input type="hidden" name={`ligne.${i}.origine`} value={row.origin} />
              <div>
                <label htmlFor={`lines-${i}-label`} className={LABEL}>
                  Ligne {i + 1}
                  {row.origin === 'moteur' ? ' (calculateur)' : row.origin === 'remise' ? ' (remise)' : ''}
                </label>
                <input
                  id={`lines-${i}-label`}
                  name={`ligne.${i}.libelle`}
                  value={row.label}
                  onChange={(e) => update(row.key, { label: e.target.value })}
                  className={INPUT}
                  aria-describedby={describedBy(`lines.${i}.label`)}
                />
                {error(`lines.${i}.label`)}
              </div>
              <div>
                <label htmlFor={`lines-${i}-unitCents`} className={LABEL}>
                  Prix unitaire (€)
                </label>
                <input
                  id={`lines-${i}-unitCents`}
                  name={`ligne.${i}.prix`}
                  inputMode="decimal"
                  value={row.price}
                  onChange={(e) => update(row.key, { price: e.target.value })}
                  className={INPUT}
                  aria-describedby={describedBy(`lines.${i}.unitCents`)}
                />
                {error(`lines.${i}.unitCents`)}
              </div>
              <div>
                <label htmlFor={`lines-${i}-quantity`} className={LABEL}>
                  Qté
                </label>
                <input
                  id={`lines-${i}-quantity`}
                  name={`ligne.${i}.quantite`}
                  inputMode="numeric"
                  value={row.quantity}
                  onChange={(e) => update(row.key, { quantity: e.target.value })}
                  className={INPUT}
                  aria-describedby={describedBy(`lines.${i}.quantity`)}
                />
                {error(`lines.${i}.quantity`)}
              </div>
              <div>
                <label htmlFor={`lines-${i}-vatRate`} className={LABEL}>
                  TVA (%)
                </label>
                <input
                  id={`lines-${i}-vatRate`}
                  name={`ligne.${i}.tva`}
                  inputMode="decimal"
                  value={row.vatRate}
                  onChange={(e) => update(row.key, { vatRate: e.target.value })}
                  className={INPUT}
                  aria-describedby={describedBy(`lines.${i}.vatRate`)}
                />
                {error(`lines.${i}.vatRate`)}
              </div>
              <div className="flex items-end">
                <button
                  type="button"
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  className="min-h-11 px-2 underline"
                >
                  Retirer<span className="sr-only"> la ligne {i + 1}</span>
                </button>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" onClick={() => add('libre')} className={BUTTON_SECONDARY}>
            Ajouter une ligne
          </button>
          <button type="button" onClick={() => add('remise')} className={BUTTON_SECONDARY}>
            Ajouter une remise
          </button>
        </div>
        <dl className="mt-4 grid grid-cols-[auto_auto] justify-end gap-x-6 text-right" aria-live="polite">
          <dt>Total HT</dt>
          <dd>{euros(live.htCents)}</dd>
          <dt>TVA</dt>
          <dd>{euros(live.tvaCents)}</dd>
          <dt className="font-semibold">Total TTC</dt>
          <dd className="font-semibold">{euros(live.ttcCents)}</dd>
        </dl>
        {error('total')}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
        <legend className="px-1 text-lg font-semibold">Location</legend>
        <div>
          <label htmlFor="rental-dates" className={LABEL}>
            Date
          </label>
          <input
            id="rental-dates"
            name="date"
            type="date"
            defaultValue={props.date}
            className={INPUT}
            aria-describedby={describedBy('rental.dates')}
          />
          {error('rental.dates')}
        </div>
        <div>
          <label htmlFor="rental-start" className={LABEL}>
            Début
          </label>
          <input
            id="rental-start"
            name="debut"
            type="time"
            defaultValue={props.start}
            className={INPUT}
            aria-describedby={describedBy('rental.start')}
          />
          {error('rental.start')}
        </div>
        <div>
          <label htmlFor="rental-end" className={LABEL}>
            Fin
          </label>
          <input
            id="rental-end"
            name="fin"
            type="time"
            defaultValue={props.end}
            className={INPUT}
            aria-describedby={describedBy('rental.end')}
          />
          {error('rental.end')}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">Acompte et validité</legend>
        <div>
          <label htmlFor="depositCents" className={LABEL}>
            Acompte (€ TTC)
          </label>
          <input
            id="depositCents"
            name="acompte"
            inputMode="decimal"
            defaultValue={props.deposit}
            className={INPUT}
            aria-describedby={describedBy('depositCents')}
          />
          {error('depositCents')}
        </div>
        <div>
          <label htmlFor="depositDays" className={LABEL}>
            Délai de l’acompte (jours après l’acceptation)
          </label>
          <input
            id="depositDays"
            name="delai_acompte"
            inputMode="numeric"
            defaultValue={props.depositDays}
            className={INPUT}
            aria-describedby={describedBy('depositDays')}
          />
          {error('depositDays')}
        </div>
        <div>
          <label htmlFor="validityDays" className={LABEL}>
            Validité du devis (jours)
          </label>
          <input
            id="validityDays"
            name="validite"
            inputMode="numeric"
            defaultValue={props.validityDays}
            className={INPUT}
            aria-describedby={describedBy('validityDays')}
          />
          {error('validityDays')}
        </div>
        <fieldset>
          <legend className={LABEL}>La réservation est ferme</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="ferme" value="acompte" defaultChecked={props.firmOn === 'acompte'} /> à la réception de l’acompte
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="ferme" value="acceptation" defaultChecked={props.firmOn === 'acceptation'} /> dès l’acceptation
          </label>
        </fieldset>
        <div className="sm:col-span-2">
          <label htmlFor="note" className={LABEL}>
            Mot au client (imprimé sur le devis, facultatif)
          </label>
          <textarea id="note" name="note" rows={3} defaultValue={props.note} className={INPUT} />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="enregistrer" className={BUTTON_SECONDARY} disabled={pending}>
          Enregistrer le brouillon
        </button>
        <button type="submit" name="intent" value="envoyer" className={BUTTON} disabled={pending}>
          Enregistrer et envoyer au client
        </button>
      </div>
    </form>
  );
}
