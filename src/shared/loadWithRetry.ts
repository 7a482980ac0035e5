// A chunk that fails to load is asked for once more (issue 20): a lost request or a server restarting
// should not cost the member a page, a layout or a message bar.
import { telemetry } from '../services/telemetry/telemetry.ts';

const retryDelayMs = 400;

/** webpack's and the browsers' words for a script or module that did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** Loads, and on a chunk failure waits a moment and loads once more. */
export async function loadWithRetry<T>(load: () => Promise<T>, wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    await wait(retryDelayMs);
    return load();
  }
}

/**
 * Loads with one retry and, when the code still cannot be had, settles on `fallback` instead of
 * failing whoever waits for it. A lost chunk is expected on a poor connection and not reported; any
 * other failure is a fault in the code, reported to telemetry under `where`.
 */
export async function loadOrFallback<T>(load: () => Promise<T>, fallback: T, where: string): Promise<T> {
  try {
    return await loadWithRetry(load);
  } catch (error) {
    if (!isChunkLoadError(error)) telemetry.trackException(error, { where });
    return fallback;
  }
}
