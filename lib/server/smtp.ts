// The SMTP connection of the quote e-mails. The password and the visitors' details never
// travel in clear: implicit TLS (`smtps://`, port 465) or STARTTLS, which nodemailer is
// told to require, so that a server (or someone in between) that hides STARTTLS gets no
// mail. Two exceptions: a server on this machine (loopback, nothing crosses a network) and
// SMTP_ALLOW_INSECURE=1, the explicit choice of a provider whose relay has no TLS.
import 'server-only';
import { createTransport } from 'nodemailer';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether mail to this server may go without TLS. */
export const clearTextAllowed = (smtpUrl: string, allowInsecure: boolean) => allowInsecure || LOOPBACK.test(new URL(smtpUrl).hostname);

/**
 * The transport, built from the address's parts rather than handed the address itself:
 * nodemailer lets query parameters of an SMTP URL (`?ignoreTLS=true`) override the options
 * given beside it, which would undo the TLS requirement.
 */
export function openMailer(smtpUrl: string, allowInsecure: boolean) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !clearTextAllowed(smtpUrl, allowInsecure),
    ...(url.username && { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
