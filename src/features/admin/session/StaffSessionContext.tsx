// The staff session reaches the console's components through one provider (style §7): the app passes
// the real service, tests pass one built on a fake sign-in client and a fake API.
import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { StaffSession } from '../../../../contract/api/admin.ts';
import type { StaffApi } from '../api/createStaffApi.ts';
import type { StaffSessionService, StaffSessionState } from './StaffSessionService.ts';

const StaffSessionContext = createContext<StaffSessionService | null>(null);

export function StaffSessionProvider(props: { service: StaffSessionService; children: ReactNode }) {
  return <StaffSessionContext.Provider value={props.service}>{props.children}</StaffSessionContext.Provider>;
}

export function useStaffSessionService(): StaffSessionService {
  const service = useContext(StaffSessionContext);
  if (!service) throw new Error('useStaffSessionService must be used inside StaffSessionProvider');
  return service;
}

/** Reads a slice of the staff session state; re-renders when that slice changes. */
export function useStaffSessionState<T>(selector: (state: StaffSessionState) => T): T {
  const service = useStaffSessionService();
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const subscribe = useCallback((listener: () => void) => service.subscribe(listener), [service]);
  const getSnapshot = useCallback(() => selectorRef.current(service.snapshot), [service]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The signed-in staff member (inside the console, where the session is ready). */
export function useStaffSession(): StaffSession {
  const state = useStaffSessionState((s) => s);
  if (state.status !== 'ready') throw new Error('useStaffSession is used outside a ready staff session');
  return state.session;
}

export function useStaffApi(): StaffApi {
  return useStaffSessionService().api;
}
