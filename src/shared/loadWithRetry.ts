// A chunk that fails to load is asked for once more (issue 20): a lost request or a server restarting
// should not cost the member a page, a layout or a message bar.
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
