// A passkey authenticator in software, for the desk's tests that need no browser: it answers the
// server's WebAuthn options as a phone would (an ES256 key, « none » attestation, a counter),
// with or without user verification (the fingerprint, face or code). Built on node:crypto and
// SimpleWebAuthn's own CBOR, so that what it sends is read by the server exactly as a device's
// answer; the browser ceremony itself is tests/e2e/espace-cles.spec.ts (Chromium's virtual authenticator).
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

export class SoftAuthenticator {
  private readonly credentials = new Map<string, { key: KeyObject; counter: number; rpId: string }>();

  /** `verified`: whether the device checks who holds it (user verification). */
  constructor(
    private readonly origin: string,
    private readonly verified = true,
  ) {}

  private flags(extra = 0) {
    return UP | (this.verified ? UV : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** Makes a new passkey for the options' site, and answers as `navigator.credentials.create` would. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const rpId = options.rp.id!;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(AT)]), u32(0), Buffer.alloc(16), length, id, cose]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    this.credentials.set(b64url(id), { key: privateKey, counter: 0, rpId });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Signs the options' challenge with the passkey it made last, as `navigator.credentials.get` would once the user picks it. */
  assert(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
    const [id, credential] = [...this.credentials].at(-1) ?? [];
    if (!id || !credential) throw new Error('aucune clé d’accès dans cet authentificateur');
    credential.counter += 1;
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([this.flags()]), u32(credential.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(credential.key);
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }
}
