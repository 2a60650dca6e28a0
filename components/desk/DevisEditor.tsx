'use client';
// The devis editor: the engine's lines, editable, a free line or a discount added, the deposit,
// the terms and the hours; the totals follow as the provider types (the same `devisTotals` as
// the server's). Each refusal is written beside its field; nothing typed is lost.
import { useActionState, useState } from 'react';
import { formatCents } from '@/lib/french/format';
import { devisTotals, type DeskFormState, type DevisLine, type LineOrigin } from '@/lib/devis';
import { BUTTON, BUTTON_SECONDARY, Field, INPUT, LABEL, Notice } from './ui';

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
  /** An individual's devis: whether the event is leisure (no withdrawal right). */
  consumer: boolean;
  leisure: boolean;
  client: { company: string; address: string; siren: string; vatNumber: string };
  defaultRate: number;
  action: (state: DeskFormState, form: FormData) => Promise<DeskFormState>;
};

const amount = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
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
              <Field
                id={`lines-${i}-label`}
                name={`ligne.${i}.libelle`}
                label={`Ligne ${i + 1}${row.origin === 'moteur' ? ' (calculateur)' : row.origin === 'remise' ? ' (remise)' : ''}`}
                value={row.label}
                onChange={(e) => update(row.key, { label: e.target.value })}
                error={problem(`lines.${i}.label`)}
              />
              <Field
                id={`lines-${i}-unitCents`}
                name={`ligne.${i}.prix`}
                label="Prix unitaire (€)"
                inputMode="decimal"
                value={row.price}
                onChange={(e) => update(row.key, { price: e.target.value })}
                error={problem(`lines.${i}.unitCents`)}
              />
              <Field
                id={`lines-${i}-quantity`}
                name={`ligne.${i}.quantite`}
                label="Qté"
                inputMode="numeric"
                value={row.quantity}
                onChange={(e) => update(row.key, { quantity: e.target.value })}
                error={problem(`lines.${i}.quantity`)}
              />
              <Field
                id={`lines-${i}-vatRate`}
                name={`ligne.${i}.tva`}
                label="TVA (%)"
                inputMode="decimal"
                value={row.vatRate}
                onChange={(e) => update(row.key, { vatRate: e.target.value })}
                error={problem(`lines.${i}.vatRate`)}
              />
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
          <dd>{formatCents(live.htCents)}</dd>
          <dt>TVA</dt>
          <dd>{formatCents(live.tvaCents)}</dd>
          <dt className="font-semibold">Total TTC</dt>
          <dd className="font-semibold">{formatCents(live.ttcCents)}</dd>
        </dl>
        {error('total')}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">Client (imprimé sur le devis)</legend>
        <div className="sm:col-span-2">
          <label htmlFor="client-address" className={LABEL}>
            Adresse postale (une ligne par ligne d’adresse)
          </label>
          <textarea id="client-address" name="client_adresse" rows={2} defaultValue={props.client.address} className={INPUT} />
        </div>
        <Field id="client-company" name="client_societe" label="Société (professionnel)" defaultValue={props.client.company} />
        <Field
          id="client-siren"
          name="client_siren"
          label="SIREN (professionnel)"
          inputMode="numeric"
          defaultValue={props.client.siren}
          error={problem('client.siren')}
        />
        <Field
          id="client-vat"
          name="client_tva"
          label="N° de TVA intracommunautaire (professionnel)"
          defaultValue={props.client.vatNumber}
          error={problem('client.vatNumber')}
        />
        {props.consumer && (
          <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
            <input type="checkbox" name="loisirs" value="oui" defaultChecked={props.leisure} /> Événement de loisirs (fête, anniversaire) :
            pas de droit de rétractation ; sinon (formation, réunion) le client a 14 jours pour se rétracter
          </label>
        )}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
        <legend className="px-1 text-lg font-semibold">Location</legend>
        <Field id="rental-dates" name="date" label="Date" type="date" defaultValue={props.date} error={problem('rental.dates')} />
        <Field id="rental-start" name="debut" label="Début" type="time" defaultValue={props.start} error={problem('rental.start')} />
        <Field id="rental-end" name="fin" label="Fin" type="time" defaultValue={props.end} error={problem('rental.end')} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">Acompte et validité</legend>
        <Field
          id="depositCents"
          name="acompte"
          label="Acompte (€ TTC)"
          inputMode="decimal"
          defaultValue={props.deposit}
          error={problem('depositCents')}
        />
        <Field
          id="depositDays"
          name="delai_acompte"
          label="Délai de l’acompte (jours après l’acceptation)"
          inputMode="numeric"
          defaultValue={props.depositDays}
          error={problem('depositDays')}
        />
        <Field
          id="validityDays"
          name="validite"
          label="Validité du devis (jours)"
          inputMode="numeric"
          defaultValue={props.validityDays}
          error={problem('validityDays')}
        />
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
