/**
 * A browser's device key: an ECDSA P-256 key pair made with WebCrypto whose private half cannot
 * be read by any script (it is made non-extractable, and a page keeps the pair in IndexedDB), so
 * a copied seat token does not copy the device. The room binds a seat to the device that first
 * took it; that device proves itself by signing the room's nonce, and always takes its seat back.
 */
export interface DeviceKey {
  /** The public half: the uncompressed P-256 point in url-safe base64 (87 characters). */
  readonly publicKey: string;
  /** Signs `text`: ECDSA with SHA-256, r and s (64 bytes) in url-safe base64 (86 characters). */
  sign(text: string): Promise<string>;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** `bytes` in url-safe base64 without padding. */
function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A new key pair whose private half no script can read, or `null` without WebCrypto. */
export async function newDeviceKeyPair(): Promise<CryptoKeyPair | null> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return null;
  return subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
}

/** The device key of `pair` (made by `newDeviceKeyPair`). */
export async function deviceKeyOf(pair: CryptoKeyPair): Promise<DeviceKey> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = base64url(await subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey,
    sign: async (text) =>
      base64url(
        await subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          pair.privateKey,
          new TextEncoder().encode(text),
        ),
      ),
  };
}
