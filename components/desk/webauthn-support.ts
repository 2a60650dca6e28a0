'use client';
// Whether this browser can use passkeys: known only in the browser, so the server renders `serverGuess`.
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export const useWebAuthnSupport = (serverGuess: boolean) => useSyncExternalStore(noChanges, browserSupportsWebAuthn, () => serverGuess);
