// The e-signature records which terms text was shown: SHA-256 (hex) of the rich-text document
// as JSON (architecture §5; the API stores it as given).
import type { RichTextDocument } from '../../services/content/contentModels.ts';

export async function computeTermsHash(body: RichTextDocument, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
