// The messages the queue writes itself: a composed message as sent, and the provider's alert
// of abandoned e-mails. Plain text only, from the site's sender.
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { mail } from '../messages';
import { mailKind, type MailSettings } from './kinds';
import type { ComposedMessage, MailKind, OutboxJob } from './outbox-store';

/** A Message-ID stable across retries, so that a message sent twice is shown once. */
export const messageId = (settings: MailSettings, local: string) =>
  `<${local.toLowerCase().replace(/[^a-z0-9.-]/g, '-')}@${settings.from.split('@')[1]?.replace(/[^a-z0-9.-]/gi, '') || 'localhost'}>`;

/** A composed message as queued, from the site's sender, with a Message-ID stable across retries. */
export function composedMail(
  job: Pick<OutboxJob, 'id' | 'kind' | 'reference'>,
  message: ComposedMessage,
  settings: MailSettings,
): SendMailOptions {
  return {
    from: settings.from,
    to: message.to,
    replyTo: message.replyTo ?? settings.to,
    subject: message.subject,
    text: message.text,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, 'base64'),
    })),
    messageId: message.messageId ?? messageId(settings, `${job.reference}.${job.kind}.${job.id}`),
  };
}

/** Tells the provider which e-mails were given up: references only, the details are in `npm run devis`. */
export function abandonAlertMail(entries: { kind: MailKind; reference: string }[], settings: MailSettings): SendMailOptions {
  const lines = entries.map((entry) => `- ${entry.reference} : ${mailKind(entry.kind)?.alertLabel ?? entry.kind}`);
  return {
    from: settings.from,
    to: settings.to,
    subject: mail.alertSubject(entries.length),
    text: [mail.alertIntro, '', ...lines, '', mail.alertNext].join('\n'),
  };
}
