// The e-signature names the terms text it agreed to by the SHA-256 (hex) of the rich-text
// document as JSON (architecture §5). The SPA hashes what it shows; the API hashes what it
// served and refuses a signature that names anything else. One definition for both.
export async function computeTermsHash(body: unknown, subtle: typeof globalThis.crypto.subtle = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
