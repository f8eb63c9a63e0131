/**
 * This browser's random id for e-mail sign-in (`device` in the ClientMetadata of signIn and confirmSignIn). The
 * triggers count PIN sends per address and browser, and let a browser that signed in to an address before skip a
 * back-off caused by someone else's wrong PINs (docs/auth.md "Guessing"); only a hash of it is stored. It is not a
 * secret from its own user, but nobody else can learn it.
 */
export const DEVICE_ID_KEY = 'signInDevice';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function newId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memoryId: string | undefined;

export function deviceId(store?: KeyValueStore): string {
  try {
    const s = store ?? localStorage;
    const saved = s.getItem(DEVICE_ID_KEY);
    if (saved && /^[0-9a-f]{32}$/.test(saved)) return saved;
    const id = newId();
    s.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // Storage disabled: one id for this page's life.
    memoryId ??= newId();
    return memoryId;
  }
}
