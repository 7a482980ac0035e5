// What an action of the HTTP error policy (spec §8) does to the session, the address and the
// notifications. Kept apart from the router so the rules can be checked on their own.
import type { ApiError } from '../services/http/ApiError.ts';
import type { ErrorAction } from '../services/http/errorPolicy.ts';
import type { Services } from '../services/ServicesContext.tsx';
import { pathOf } from '../guards/routeCatalog.ts';

export interface ErrorActionTargets {
  session: Pick<Services['session'], 'snapshot' | 'endSession'>;
  notify: Services['notify'];
  navigate: (to: string, options: { replace: boolean }) => void;
  t: (key: 'networkError' | 'BadAlert') => string;
}

export function applyErrorAction(action: ErrorAction, error: ApiError, targets: ErrorActionTargets): void {
  switch (action.kind) {
    case 'exitPortal':
      targets.session.endSession('centerMaintenance');
      targets.navigate(pathOf('login'), { replace: true });
      return;
    case 'signOut':
      // Calls refused together (a revoked session answers every call in flight with 401) end the
      // session once. The later ones find it ended and leave the address alone: a second trip to `/`
      // after the guard had already sent the member on to the sign-in page left a blank page.
      if (targets.session.snapshot.tokens === null) return;
      targets.session.endSession(error.status === 504 ? 'siteMaintenance' : 'sessionEnded');
      targets.navigate('/', { replace: true });
      return;
    case 'toast': {
      const network = action.title === 'NetworkError';
      targets.notify({ title: network ? targets.t('networkError') : action.title || targets.t('BadAlert'), body: network ? undefined : action.message, intent: 'error' });
      return;
    }
    case 'silent':
      return;
  }
}
