// A bank statement read into its credits: ISO 20022 camt.053 (XML, any version from .001.02 on:
// the elements read have kept their names) and the CSV that French banks export (`;`, day/month/year,
// decimal comma, a « Crédit » column or a signed « Montant »). Debits are left out: only money
// received is matched. Each credit carries a bank key, the same on every import of the same line.
import 'server-only';
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';

export type StatementCredit = {
  /** The bank's own reference for the line, or a digest of its fields: the same line, the same key. */
  key: string;
  on: string;
  cents: number;
  /** What the payer wrote (remittance information) and their name. */
  label: string;
};

export type ReadStatement = { ok: true; format: 'camt053' | 'csv'; credits: StatementCredit[] } | { ok: false; message: string };

const digest = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('\u241f')).digest('hex').slice(0, 32);

/** `1 234,56`, `1234.56`, `+540,00` → cents; undefined for anything else. */
export function centsOf(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/^\+/, '');
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(clean.includes(',') ? clean.replace(/\.(?=\d{3}(?:\D|$))/g, '') : clean);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
// parseTagValue is off: every leaf is a string, or an object whose text is `#text` (an element with attributes).
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? text((value as Record<string, unknown>)['#text']) : '';

type Node = Record<string, unknown>;
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at && typeof at === 'object' ? (at as Node)[name] : undefined), node);

function readCamt(xml: string): ReadStatement {
  let document: unknown;
  try {
    document = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(xml);
  } catch {
    return { ok: false, message: 'Ce fichier n’est pas un XML lisible.' };
  }
  const statement = child(document, 'Document', 'BkToCstmrStmt');
  if (!statement) return { ok: false, message: 'Ce XML n’est pas un relevé camt.053 (BkToCstmrStmt absent).' };
  const credits: StatementCredit[] = [];
  for (const stmt of list(child(statement, 'Stmt') as Node | Node[])) {
    const account = text(child(stmt, 'Acct', 'Id', 'IBAN'));
    for (const entry of list(child(stmt, 'Ntry') as Node | Node[])) {
      if (text(child(entry, 'CdtDbtInd')) !== 'CRDT') continue;
      const status = text(child(entry, 'Sts', 'Cd')) || text(child(entry, 'Sts'));
      if (status && status !== 'BOOK') continue;
      const on = (text(child(entry, 'BookgDt', 'Dt')) || text(child(entry, 'BookgDt', 'DtTm')) || text(child(entry, 'ValDt', 'Dt'))).slice(
        0,
        10,
      );
      const entryRef = text(child(entry, 'AcctSvcrRef')) || text(child(entry, 'NtryRef'));
      const details = list(child(entry, 'NtryDtls') as Node | Node[]).flatMap((d) => list(child(d, 'TxDtls') as Node | Node[]));
      const transactions = details.length > 0 ? details : [entry];
      transactions.forEach((tx, i) => {
        const amount = text(child(tx, 'Amt')) || text(child(tx, 'AmtDtls', 'TxAmt', 'Amt')) || text(child(entry, 'Amt'));
        const cents = centsOf(amount);
        if (cents === undefined || cents <= 0) return;
        const payer = text(child(tx, 'RltdPties', 'Dbtr', 'Nm')) || text(child(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));
        const remittance = [
          ...list(child(tx, 'RmtInf', 'Ustrd')).map(text),
          ...list(child(tx, 'RmtInf', 'Strd') as Node | Node[]).map((s) => text(child(s, 'CdtrRefInf', 'Ref'))),
          text(child(tx, 'Refs', 'EndToEndId')).replace(/^NOTPROVIDED$/, ''),
          text(child(entry, 'AddtlNtryInf')),
        ].filter(Boolean);
        const label = [...remittance, payer].join(' — ');
        const own = text(child(tx, 'Refs', 'AcctSvcrRef')) || text(child(tx, 'Refs', 'TxId'));
        const key = own
          ? `camt:${account}:${own}`
          : entryRef
            ? `camt:${account}:${entryRef}:${i}`
            : `camt:${digest(account, on, cents, label, i)}`;
        credits.push({ key, on, cents, label });
      });
    }
  }
  return { ok: true, format: 'camt053', credits };
}

const normal = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

function readCsv(content: string): ReadStatement {
  const delimiter = (content.match(/;/g)?.length ?? 0) >= (content.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(content, { delimiter, relax_column_count: true, skip_empty_lines: true, bom: true, trim: true });
  } catch {
    return { ok: false, message: 'Ce CSV est mal formé (guillemets ou colonnes) : exportez-le de nouveau depuis la banque.' };
  }
  // Banks put the account's details above the table: the header is the first row with a date and a label.
  const headerAt = rows.findIndex(
    (row) => row.some((cell) => normal(cell).startsWith('date')) && row.some((cell) => /libelle|intitule|operation/.test(normal(cell))),
  );
  const header = rows[headerAt]?.map(normal);
  if (!header)
    return {
      ok: false,
      message: 'Colonnes introuvables : le relevé CSV doit avoir une colonne « Date », une « Libellé » et « Crédit » ou « Montant ».',
    };
  const column = (test: (name: string) => boolean) => header.findIndex(test);
  const date = column((name) => name.startsWith('date'));
  const label = column((name) => /libelle|intitule|operation/.test(name) && !name.startsWith('date'));
  const credit = column((name) => name.startsWith('credit'));
  const amount = column((name) => name.startsWith('montant'));
  if (date < 0 || label < 0 || (credit < 0 && amount < 0))
    return {
      ok: false,
      message: 'Colonnes introuvables : le relevé CSV doit avoir une colonne « Date », une « Libellé » et « Crédit » ou « Montant ».',
    };
  const credits: StatementCredit[] = [];
  const seen = new Map<string, number>();
  for (const [index, row] of rows.slice(headerAt + 1).entries()) {
    const day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(row[date] ?? '') ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(row[date] ?? '');
    if (!day) {
      if ((row[date] ?? '') === '') continue;
      return { ok: false, message: `Ligne ${headerAt + index + 2} : la date « ${row[date]} » n’est pas au format JJ/MM/AAAA.` };
    }
    const [, first = '', month = '', last = ''] = day;
    const on = first.length === 4 ? `${first}-${month}-${last}` : `${last}-${month}-${first}`;
    const cents = centsOf((credit >= 0 ? row[credit] : row[amount]) ?? '');
    if (cents === undefined || cents <= 0) continue;
    const text = row[label] ?? '';
    // Two identical lines in one statement are two payments: their rank among equals tells them apart.
    const fields = digest(on, cents, text);
    const rank = (seen.get(fields) ?? 0) + 1;
    seen.set(fields, rank);
    credits.push({ key: `csv:${fields}:${rank}`, on, cents, label: text });
  }
  return { ok: true, format: 'csv', credits };
}

/** The credits of a statement file, by its content: XML is camt.053, anything else the bank's CSV. */
export function readStatement(content: string): ReadStatement {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  return trimmed.startsWith('<') ? readCamt(trimmed) : readCsv(trimmed);
}
