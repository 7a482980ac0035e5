// Session replay chunks on the wire (issue 14): the events' JSON array, gzip by the browser's own
// CompressionStream, base64 — at most 256 KiB of gzip per chunk, so a bigger batch is split in
// halves until each fits (an event too big on its own is dropped rather than refused by the API).

/** The API's limit of one chunk's gzip. */
export const maxChunkGzipBytes = 256 * 1024;

export type Compress = (bytes: Uint8Array) => Promise<Uint8Array>;

export const gzipInBrowser: Compress = async (bytes) => {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export interface EncodedPiece<T> {
  events: T[];
  gzipBase64: string;
}

/** The events as one or more pieces, in order, each at most `limit` bytes of gzip. */
export async function encodeEvents<T>(events: T[], compress: Compress, limit = maxChunkGzipBytes): Promise<EncodedPiece<T>[]> {
  if (events.length === 0) return [];
  const gzip = await compress(new TextEncoder().encode(JSON.stringify(events)));
  if (gzip.length <= limit) return [{ events, gzipBase64: toBase64(gzip) }];
  if (events.length === 1) return [];
  const half = Math.ceil(events.length / 2);
  return [...(await encodeEvents(events.slice(0, half), compress, limit)), ...(await encodeEvents(events.slice(half), compress, limit))];
}
