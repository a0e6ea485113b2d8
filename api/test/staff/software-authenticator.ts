/**
 * A passkey authenticator in software, for tests: it answers a registration (attestation "none")
 * and a sign-in (an ES256 signature) as a platform authenticator would, for the origin and relying
 * party it is given. `userVerified: false` makes it report presence only (a key without a PIN or
 * biometric).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

export interface SoftwareAuthenticator {
  credentialId: string;
  register: (options: { challenge: string }) => Record<string, unknown>;
  /** `userVerified: false`: this answer reports presence only. */
  signIn: (options: { challenge: string }, answer?: { userVerified?: boolean }) => Record<string, unknown>;
}

export function softwareAuthenticator(config: {
  origin: string;
  rpId: string;
  userVerified?: boolean;
  credentialId?: Buffer;
}): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = config.credentialId ?? randomBytes(16);
  const flags = USER_PRESENT | (config.userVerified === false ? 0 : USER_VERIFIED);
  let counter = 0;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: config.origin, crossOrigin: false }));

  const authData = (extra: number, tail: Buffer = Buffer.alloc(0), base = flags) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(config.rpId), Buffer.from([base | extra]), count, tail]);
  };

  return {
    credentialId: b64url(rawId),
    register: ({ challenge }) => {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, Buffer.from(isoCBOR.encode(coseKey))]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData(ATTESTED_CREDENTIAL, attested))],
        ]) as never,
      );
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    signIn: ({ challenge }, answer = {}) => {
      counter += 1;
      const data = authData(0, undefined, answer.userVerified === false ? USER_PRESENT : flags);
      const client = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
