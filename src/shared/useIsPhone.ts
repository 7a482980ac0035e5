// Whether the screen is phone-sized (≤ 640 px wide, the breakpoint every phone rule uses): the
// layouts swap their header for one compact bar and a menu drawer there. Kept in step with the
// window through matchMedia; false where the platform has none (tests without a layout engine).
import { useSyncExternalStore } from 'react';

export const PHONE_MEDIA_QUERY = '(max-width: 640px)';
/** For makeStyles: `{ [PHONE_MEDIA]: { … } }`. */
export const PHONE_MEDIA = `@media ${PHONE_MEDIA_QUERY}`;

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
