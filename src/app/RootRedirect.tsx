// Path `/`: the rules resolve it (rule 6) — login, matching home or member home — keeping the query.
import { RouteGuard } from './RouteGuard.tsx';

export function RootRedirect() {
  return <RouteGuard entry={null}>{null}</RouteGuard>;
}
