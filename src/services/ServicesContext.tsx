// Services are injected through one provider (style §7): the app passes the real ones, tests pass
// the real ones against a test API or small fakes. Components read them with the hooks below.
import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { FrontendConfiguration } from '../../contract/api/centers.ts';
import type { PortalApi } from './api/createPortalApi.ts';
import type { ContentService } from './content/index.ts';
import type { SessionService, SessionState } from './session/SessionService.ts';

export interface RuntimeConfig {
  apiBaseAddress: string;
  environment: string;
}

export interface Services {
  api: PortalApi;
  session: SessionService;
  configuration: FrontendConfiguration;
  /** Page texts per clinic, member type and language (the SDK itself loads on first use). */
  content: ContentService;
  runtime: RuntimeConfig;
  /** Shows a message to the user (the app's Toaster). */
  notify: (message: { title: string; body?: string | undefined; intent: 'error' | 'success' | 'info' | 'warning' }) => void;
}

const ServicesContext = createContext<Services | null>(null);

export interface ServicesProviderProps {
  services: Services;
  children: ReactNode;
}

export function ServicesProvider(props: ServicesProviderProps) {
  return <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

/** Reads a slice of the session; re-renders only when that slice changes (by reference). */
export function useSessionState<T>(selector: (state: SessionState) => T): T {
  const { session } = useServices();
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSnapshot = useCallback(() => selectorRef.current(session.snapshot), [session]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
