// The desk's one setting, optional: DESK_EMAILS, more addresses (comma-separated) that may sign
// in besides the one receiving the requests. Read through lib/server/settings.ts like the others.
import { isEmail, SettingsReader } from '../server/settings';

export function readDeskSettings(reader: SettingsReader = new SettingsReader()): { extraEmails: string[] } {
  const raw = reader.text('DESK_EMAILS');
  const extraEmails = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const [wrong] = extraEmails.filter((entry) => !isEmail(entry));
  if (wrong !== undefined)
    reader.report(`DESK_EMAILS doit lister des adresses e-mail séparées par des virgules (reçu « ${wrong.slice(0, 60)} »).`);
  return { extraEmails: extraEmails.filter(isEmail) };
}
