'use client';
// « Se connecter avec une clé d’accès »: the browser's own passkey prompt (SimpleWebAuthn's
// browser half), then the server checks the answer. Shown only where the browser can do it.
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { BUTTON_SECONDARY, Notice } from './ui';
import { useWebAuthnSupport } from './webauthn-support';

export function PasskeySignIn({
  challenge,
  signIn,
}: {
  challenge: () => Promise<PublicKeyCredentialRequestOptionsJSON | undefined>;
  signIn: (answer: unknown) => Promise<{ message: string }>;
}) {
  const supported = useWebAuthnSupport(false);
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  if (!supported) return null;

  async function start() {
    setPending(true);
    setMessage(undefined);
    try {
      const options = await challenge();
      if (!options) {
        setMessage('Trop de connexions en cours : réessayez dans quelques minutes, ou recevez un lien par e-mail.');
        return;
      }
      const answer = await startAuthentication({ optionsJSON: options }).catch(() => undefined);
      if (!answer) {
        setMessage('La connexion par clé d’accès a été annulée ou n’a pas abouti. Réessayez, ou recevez un lien par e-mail.');
        return;
      }
      setMessage((await signIn(answer)).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3 border-t border-stone-200 pt-4">
      {message && <Notice tone="erreur">{message}</Notice>}
      <button type="button" className={BUTTON_SECONDARY} onClick={start} disabled={pending}>
        Se connecter avec une clé d’accès
      </button>
    </div>
  );
}
