'use server';
// The desk's money actions: the balance invoice, a cancellation's invoices, a bank statement
// imported. Each checks the session itself (requireDesk), as every desk action does.
import { revalidatePath } from 'next/cache';
import { deskPaths } from '@/lib/desk';
import { requireDesk } from '@/lib/desk/server';
import { formText, parseId, type DeskFormState } from '@/lib/devis/server';
import { issueBalance } from '@/lib/invoices/server';
import type { StatementState } from '@/components/desk/MoneyForms';
import { importStatement, invoiceCancellation } from '@/lib/payments/server';

const UNKNOWN_DEVIS = 'Ce devis est introuvable : rechargez la page.';

const answer = (outcome: { ok: true; message?: string } | { ok: false; problems: { field: string; message: string }[] }): DeskFormState =>
  outcome.ok ? { status: 'ok', message: outcome.message ?? '' } : { status: 'erreur', problems: outcome.problems };

export async function balance(_state: DeskFormState, formData: FormData): Promise<DeskFormState> {
  const { email } = await requireDesk();
  const id = parseId(formData.get('id'));
  if (id === undefined) return { status: 'erreur', problems: [{ field: 'id', message: UNKNOWN_DEVIS }] };
  const outcome = await issueBalance(id, email);
  revalidatePath(deskPaths.invoices);
  return answer(outcome);
}

export async function cancellation(_state: DeskFormState, formData: FormData): Promise<DeskFormState> {
  const { email } = await requireDesk();
  const on = formText(formData, 'cancelledOn');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on))
    return { status: 'erreur', problems: [{ field: 'cancelledOn', message: 'Indiquez la date à laquelle le client a annulé.' }] };
  const id = parseId(formData.get('id'));
  if (id === undefined) return { status: 'erreur', problems: [{ field: 'id', message: UNKNOWN_DEVIS }] };
  const outcome = await invoiceCancellation(id, on, email);
  revalidatePath(deskPaths.invoices);
  return answer(outcome);
}

// A bank statement is a few hundred kilobytes; a file ten times larger is not one.
const MAX_BYTES = 5_000_000;

export async function statement(_state: StatementState, formData: FormData): Promise<StatementState> {
  const { email } = await requireDesk();
  const file = formData.get('releve');
  if (!(file instanceof File) || file.size === 0)
    return { status: 'done', report: { ok: false, message: 'Choisissez le fichier du relevé (camt.053 ou CSV).' } };
  if (file.size > MAX_BYTES)
    return { status: 'done', report: { ok: false, message: 'Ce fichier dépasse 5 Mo : ce n’est pas un relevé de compte.' } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // French banks still export CSV in Windows-1252; camt.053 is UTF-8.
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
  const report = await importStatement(text, email);
  revalidatePath(deskPaths.invoices);
  return { status: 'done', report };
}
