/**
 * A push service for tests: a local HTTP server handing out subscriptions whose keys it made itself, so it
 * can prove what the emulator sent — it verifies the VAPID JWT (RFC 8292, ES256 with the emulator's public
 * key, audience = this origin) and decrypts the aes128gcm body (RFC 8188 + RFC 8291) with node:crypto.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload text. */
  text: string;
  headers: { ttl: string | null; urgency: string | null; topic: string | null; contentEncoding: string | null };
  /** Claims of the verified VAPID JWT. */
  vapid: { aud: string; sub: string; exp: number };
  /** performance.now() when the request arrived. */
  receivedAt: number;
}

export interface PushEndpointServer {
  origin: string;
  /** A fresh subscription on this push service: endpoint plus keys, as PushSubscription.toJSON() gives. */
  newSubscription(): TestSubscription;
  /** Makes the next pushes to `endpoint` answer `status` (e.g. 410 Gone) instead of 201. */
  answer(endpoint: string, status: number): void;
  /** Every push received so far, in order. */
  received: ReceivedPush[];
  /** Resolves with the next push (to `endpoint`, when given) not yet taken by an earlier call. */
  next(endpoint?: string, timeoutMs?: number): Promise<ReceivedPush>;
  /** Called for every verified push, before the HTTP answer is sent. */
  onPush(listener: (push: ReceivedPush) => void | Promise<void>): void;
  /** Requests refused (bad VAPID, undecryptable body), with the reason. */
  rejected: { endpoint: string; reason: string }[];
  close(): Promise<void>;
}

interface Keys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** RFC 8291 §3.4 + RFC 8188 §2: decrypts one aes128gcm message for the subscription's keys. */
export function decryptAes128gcm(body: Buffer, keys: Keys): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid must be the sender's 65-byte public key, got ${idLength} bytes`);
  if (ciphertext.length > recordSize || ciphertext.length < 17) throw new Error('expected exactly one record');

  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // Last record: content, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new Error('missing the last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<public key>`; verifies the JWT with k and checks k. */
export async function verifyVapid(
  header: string | undefined,
  audience: string,
  expectedPublicKey: string | null,
): Promise<{ aud: string; sub: string; exp: number }> {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/i.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Authorization is not a VAPID header: ${header ?? '(none)'}`);
  const [, token, k] = match;
  if (expectedPublicKey !== null && k !== expectedPublicKey) throw new Error('VAPID k is not the expected public key');
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID k is not an uncompressed P-256 key');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'], audience });
  const { sub, exp, aud } = payload;
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Error('VAPID sub must be mailto: or https:');
  if (typeof exp !== 'number' || exp * 1000 > Date.now() + 24 * 60 * 60 * 1000) throw new Error('VAPID exp must be within 24 h');
  return { aud: String(aud), sub, exp };
}

/** Starts the push service on 127.0.0.1; `vapidPublicKey` (from /config.json) is what VAPID must use. */
export async function startPushEndpoint(vapidPublicKey: string | null): Promise<PushEndpointServer> {
  const subscriptions = new Map<string, Keys>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: { endpoint: string; reason: string }[] = [];
  const listeners: ((push: ReceivedPush) => void | Promise<void>)[] = [];
  const waiters: { endpoint: string | undefined; resolve: (push: ReceivedPush) => void }[] = [];
  const taken = new Set<ReceivedPush>();
  let origin = '';

  function hand(push: ReceivedPush): void {
    const index = waiters.findIndex((w) => w.endpoint === undefined || w.endpoint === push.endpoint);
    if (index < 0) return;
    const [waiter] = waiters.splice(index, 1);
    taken.add(push);
    waiter?.resolve(push);
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const endpoint = `${origin}${req.url ?? '/'}`;
      const body = await readBody(req);
      const keys = subscriptions.get(endpoint);
      if (req.method !== 'POST' || !keys) {
        res.writeHead(404).end();
        return;
      }
      const receivedAt = performance.now();
      let push: ReceivedPush;
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding must be aes128gcm');
        const vapid = await verifyVapid(req.headers.authorization, origin, vapidPublicKey);
        const text = decryptAes128gcm(body, keys);
        push = {
          endpoint,
          text,
          headers: {
            ttl: req.headers.ttl ? String(req.headers.ttl) : null,
            urgency: req.headers.urgency ? String(req.headers.urgency) : null,
            topic: req.headers.topic ? String(req.headers.topic) : null,
            contentEncoding: String(req.headers['content-encoding']),
          },
          vapid,
          receivedAt,
        };
      } catch (error) {
        rejected.push({ endpoint, reason: error instanceof Error ? error.message : String(error) });
        res.writeHead(400).end();
        return;
      }
      received.push(push);
      for (const listener of listeners) await listener(push);
      hand(push);
      res.writeHead(statuses.get(endpoint) ?? 201).end();
    })().catch((error: unknown) => {
      rejected.push({ endpoint: req.url ?? '', reason: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    newSubscription() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, publicKey, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(endpoint, status) {
      statuses.set(endpoint, status);
    },
    received,
    rejected,
    next(endpoint, timeoutMs = 10_000) {
      const ready = received.find((p) => !taken.has(p) && (endpoint === undefined || p.endpoint === endpoint));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          endpoint,
          resolve: (push: ReceivedPush) => {
            clearTimeout(timer);
            resolve(push);
          },
        };
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`No push${endpoint ? ` to ${endpoint}` : ''} within ${timeoutMs} ms (rejected: ${JSON.stringify(rejected)})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    onPush(listener) {
      listeners.push(listener);
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
