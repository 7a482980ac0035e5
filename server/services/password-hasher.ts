// Password hashing with scrypt (architecture §4). The cost is stored with each hash, so hashes made
// with a lower test cost still verify and production can raise the cost without a migration.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptCost } from '../config.ts';

const keyLength = 32;

/**
 * Derivations running at once. Each holds 128 × N × r bytes (128 MB at the production cost) for its
 * duration: a burst of sign-ins waits its turn here instead of multiplying the API's memory (libuv
 * would run four at once), and two keep both cores of an instance busy.
 */
const maxConcurrentDerivations = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** How many derivations run and wait now (tests). */
export function derivationLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // A finished derivation hands its turn straight to the next waiting one (no newcomer slips in between).
  if (running < maxConcurrentDerivations) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await deriveNow(password, salt, cost);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function deriveNow(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export class PasswordHasher {
  readonly #cost: ScryptCost;
  #dummyHash: Promise<string> | null = null;

  constructor(cost: ScryptCost) {
    this.#cost = cost;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.#cost);
    const { N, r, p } = this.#cost;
    return `scrypt$${Math.log2(N)}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, log2N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), { N: 2 ** Number(log2N), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Spends the same time as a real verification, for unknown user names (no timing oracle). */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.#dummyHash ??= this.hash('dummy-password-for-timing');
    await this.verify(password, await this.#dummyHash);
    return false;
  }
}
