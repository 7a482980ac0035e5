// A page that tells of the clinic's coming maintenance itself — the sign-in page's notice, with its
// start, end and time zone — says so here while it shows it, and the layout's maintenance banner (the
// same window, told in fewer words) steps aside: one warning, not two. When the page's notice is not
// shown (its read failed, its code could not load) the banner stays, so nobody is left unwarned.
import { createContext, useContext, useLayoutEffect } from 'react';

/** Set by the layout: called with true while a page shows the clinic's maintenance itself. */
export const PageTellsMaintenanceContext = createContext<(tells: boolean) => void>(() => undefined);

/** For the page's notice: `tells` while it shows the clinic's window (the banner warns only before the start). */
export function useTellsMaintenance(tells: boolean): void {
  const setTells = useContext(PageTellsMaintenanceContext);
  // Before the browser paints: a notice drawn in the first render never shows the banner beside it.
  useLayoutEffect(() => {
    if (!tells) return undefined;
    setTells(true);
    return () => setTells(false);
  }, [setTells, tells]);
}
