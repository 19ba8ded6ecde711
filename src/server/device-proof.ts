import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import { proofText } from '../online/protocol';

/** A nonce for a joining device to sign: 24 random bytes in 32 url-safe characters. */
export function newNonce(): string {
  return randomBytes(24).toString('base64url');
}

/** What a room keeps of a device key: the SHA-256 of its public half. */
export function deviceHash(publicKey: string): string {
  return createHash('sha256').update(publicKey).digest('hex');
}

/**
 * Whether `signature` is the device `publicKey`'s signature of room `code`'s `nonce` (see
 * `device-key.ts`); a key that is no P-256 point, or a signature of anything else, is not.
 */
export function provesDevice(
  publicKey: string,
  code: string,
  nonce: string,
  signature: string,
): boolean {
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return verify(
      'sha256',
      Buffer.from(proofText(code, nonce)),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return false;
  }
}
