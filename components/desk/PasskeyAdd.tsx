'use client';
// « Ajouter une clé d’accès »: the browser (or phone) makes a passkey for this site, and the
// server keeps its public key under the name typed here.
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { BUTTON, INPUT, LABEL, Notice } from './ui';
import { useWebAuthnSupport } from './webauthn-support';

export function PasskeyAdd({
  challenge,
  add,
}: {
  challenge: () => Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | { ok: false; message: string }>;
  add: (answer: unknown, name: string) => Promise<{ ok: boolean; message: string }>;
}) {
  const supported = useWebAuthnSupport(true);
  const router = useRouter();
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [pending, setPending] = useState(false);
  if (!supported)
    return <Notice tone="info">Ce navigateur ne sait pas créer de clé d’accès : la connexion par e-mail reste possible.</Notice>;

  async function start() {
    setPending(true);
    setOutcome(undefined);
    try {
      const asked = await challenge();
      if (!asked.ok) {
        setOutcome(asked);
        return;
      }
      const answer = await startRegistration({ optionsJSON: asked.options }).catch(() => undefined);
      if (!answer) {
        setOutcome({ ok: false, message: 'La clé d’accès n’a pas été créée : la demande a été annulée ou n’a pas abouti. Réessayez.' });
        return;
      }
      const added = await add(answer, name);
      setOutcome(added);
      if (added.ok) {
        setName('');
        router.refresh();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4">
      {outcome && <Notice tone={outcome.ok ? 'ok' : 'erreur'}>{outcome.message}</Notice>}
      <div>
        <label htmlFor="nom-cle" className={LABEL}>
          Nom de la clé (pour la reconnaître)
        </label>
        <input
          id="nom-cle"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Téléphone, ordinateur du bureau…"
          className={INPUT}
          maxLength={80}
        />
      </div>
      <button type="button" className={BUTTON} onClick={start} disabled={pending}>
        Ajouter une clé d’accès
      </button>
    </div>
  );
}
