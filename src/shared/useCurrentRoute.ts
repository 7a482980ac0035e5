// The catalogue entry of the page on screen (name, area, layout flags), from the address.
import { useLocation } from 'react-router';
import { resolveRoute, type RouteEntry } from '../guards/routeCatalog.ts';

export function useCurrentRoute(): RouteEntry | undefined {
  return resolveRoute(useLocation().pathname);
}
