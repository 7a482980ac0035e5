// What jsdom lacks and the app's libraries need, from Node's real implementations:
// TextEncoder/TextDecoder (react-router reads them at import), SubtleCrypto (the e-signature
// hashes the terms) and ResizeObserver (Fluent's MessageBar; a no-op observer suffices).
import { webcrypto } from 'node:crypto';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const missing: Record<string, unknown> = {};
if (!(globalThis.crypto as Crypto | undefined)?.subtle) missing.crypto = webcrypto;
if (typeof globalThis.TextEncoder === 'undefined') missing.TextEncoder = NodeTextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') missing.TextDecoder = NodeTextDecoder;
if (typeof globalThis.ResizeObserver === 'undefined') missing.ResizeObserver = ResizeObserverStub;
for (const [name, value] of Object.entries(missing)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
