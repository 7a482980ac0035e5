// Applies the navigation rules to one route: builds the snapshot, waits while the rules say
// 'wait' (rule 4: up to 100000 ms for the member, then the reload page), redirects or renders.
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideNavigation } from '../guards/decideNavigation.ts';
import { pathOf, type RouteEntry } from '../guards/routeCatalog.ts';
import { MEMBER_LOAD_WAIT_MS } from '../../contract/domain/constants.ts';
import { useServices, useSessionState } from '../services/ServicesContext.tsx';
import { LoadingBar } from '../shared/LoadingBar.tsx';
import { isStaffConsoleOpen } from '../shared/staffConsoleMarker.ts';
import { buildNavigationSnapshot } from './buildNavigationSnapshot.ts';
import { staffAreaRoot } from '../features/admin/adminPaths.ts';

export interface RouteGuardProps {
  entry: RouteEntry | null;
  children: ReactNode;
}

export function RouteGuard(props: RouteGuardProps) {
  const { session } = useServices();
  const location = useLocation();
  const state = useSessionState((s) => s);
  const [timedOut, setTimedOut] = useState(false);
  const needsMember = state.tokens !== null && state.user?.Role === 'Member';

  useEffect(() => {
    if (needsMember && state.memberStatus === 'idle') void session.loadMemberState();
  }, [needsMember, state.memberStatus, session]);

  const decision =
    state.centerStatus === 'noCenter'
      ? props.entry?.name === 'noCenter'
        ? ({ kind: 'allow' } as const)
        : ({ kind: 'redirect', to: pathOf('noCenter') } as const)
      : decideNavigation(
          { pathname: location.pathname, search: location.search, ...(props.entry ? { routeName: props.entry.name } : {}) },
          buildNavigationSnapshot(state, timedOut),
        );

  useEffect(() => {
    if (decision.kind !== 'wait') return undefined;
    const timer = setTimeout(() => setTimedOut(true), MEMBER_LOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [decision.kind]);

  // When the wait ends (the member has loaded), the loading bar stays for the moment React takes to
  // draw the page in the background, in slices that leave the browser free between them, rather than
  // in one long task (issue 16: total blocking time).
  const shownKind = useDeferredValue(decision.kind);
  if (decision.kind === 'wait' || (decision.kind === 'allow' && shownKind === 'wait')) return <LoadingBar />;
  // A staff member signed in to the console in this tab is sent back to it, not to the member sign-in.
  if (decision.kind === 'redirect' && state.tokens === null && decision.to.startsWith(pathOf('login')) && isStaffConsoleOpen()) return <Navigate to={staffAreaRoot} replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // Rule 8 has read LoggedIn on the landing page; drop it so a reload or a shared link does not replay it.
  const params = new URLSearchParams(location.search);
  if ([...params.keys()].some((k) => k.toLowerCase() === 'loggedin')) {
    for (const key of [...params.keys()]) if (key.toLowerCase() === 'loggedin') params.delete(key);
    const rest = params.toString();
    return <Navigate to={`${location.pathname}${rest ? `?${rest}` : ''}`} replace />;
  }
  return <>{props.children}</>;
}
