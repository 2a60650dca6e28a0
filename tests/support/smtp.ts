// An SMTP server that keeps what it receives, and can refuse for a while (451, "try
// later"), refuse one address for good (550), or be down. It offers no TLS (no STARTTLS).
// On loopback by default; `host` puts it on another address of this machine.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string; contentType: string };

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words; the blank between two adjacent ones is not part of the text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { from, to, raw, headers, text: text.replace(/\r\n/g, '\n').trimEnd(), contentType: headers['content-type'] ?? '' };
}

export type Sink = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** `accept`, `later` (451 on every message) */
  mode: 'accept' | 'later';
  /** Addresses refused with 550. */
  refused: Set<string>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * `spool`: a file that also gets each message, one JSON line each, for processes other than this
 * one (Playwright's workers, tests/support/mail-site.ts).
 */
export async function startSmtpSink(host = '127.0.0.1', spool?: string): Promise<Sink> {
  const sink = { mails: [] as ReceivedMail[], mode: 'accept' as Sink['mode'], refused: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (sink.refused.has(address.address)) {
        const error = Object.assign(new Error('5.1.1 Adresse inconnue'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.mode === 'later') {
          // Like many servers, it names the recipient in its answer: the site must not log it.
          const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
          return callback(Object.assign(new Error(`4.3.0 Réessayez plus tard pour ${to}`), { responseCode: 451 }));
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          from,
          session.envelope.rcptTo.map((r) => r.address),
        );
        sink.mails.push(mail);
        if (spool) appendFileSync(spool, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  // A client killed in the middle of a session (the site under SIGKILL) resets its connection:
  // nothing to report, as a real mail server would shrug it off. Any other error still surfaces.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(sink, {
    url: `smtp://${host}:${port}`,
    port,
    async waitFor(count: number, timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs;
      while (sink.mails.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      return sink.mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The messages a sink has written to its spool so far; a line still being written is left for the next read. */
export function readSpool(spool: string): ReceivedMail[] {
  if (!existsSync(spool)) return [];
  return readFileSync(spool, 'utf8')
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as ReceivedMail);
}
