// The devis's one setting, optional: DEVIS_SEAL_KEY, the key that seals the acceptance evidence
// (./seal.ts). Read through lib/server/settings.ts like the others.
import { SettingsReader } from '../server/settings';

/** DEVIS_SEAL_KEY; without it, a key is made once in the data folder (./seal.ts), except on Vercel, where it would not last. */
export function readSealSettings(reader: SettingsReader = new SettingsReader()): { sealKey?: string | undefined } {
  const sealKey = reader.text('DEVIS_SEAL_KEY');
  if (sealKey !== undefined && sealKey.length < 32)
    reader.report('DEVIS_SEAL_KEY doit compter au moins 32 caractères (par exemple la sortie de « openssl rand -hex 32 »).');
  else if (sealKey === undefined && reader.env.VERCEL && reader.env.NODE_ENV === 'production')
    reader.report(
      'DEVIS_SEAL_KEY est obligatoire sur Vercel : la clé qui scelle les preuves d’acceptation y serait perdue à chaque redémarrage d’instance.',
    );
  return { sealKey: sealKey !== undefined && sealKey.length >= 32 ? sealKey : undefined };
}
