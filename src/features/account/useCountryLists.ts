// The clinic's country list (its own and the most used first) and the states of a chosen country,
// for the address part of the person form. Both calls are anonymous, so enrolment can use them.
import type { Country, State } from '../../../contract/api/centers.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useAsync } from '../../shared/useAsync.ts';

export function useCountries(centerId: number | undefined) {
  const { api } = useServices();
  return useAsync(
    (signal) => (centerId === undefined ? Promise.resolve([] as Country[]) : api.centers.countriesWithPriority(centerId, undefined, { signal, skipNotification: true })),
    [api, centerId],
  );
}

export type StateList = { status: 'noCountry' } | { status: 'loading' } | { status: 'error'; reload: () => void } | { status: 'success'; states: State[] };

export function useStateList(centerId: number | undefined, countries: readonly Country[], countryCode: string): StateList {
  const { api } = useServices();
  const country = countries.find((c) => c.code === countryCode);
  const countryId = country?.id;
  const result = useAsync(
    (signal) => (centerId === undefined || countryId === undefined ? Promise.resolve([] as State[]) : api.centers.states(centerId, countryId, { signal, skipNotification: true })),
    [api, centerId, countryId],
  );
  if (countryId === undefined) return { status: 'noCountry' };
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error', reload: result.reload };
  return { status: 'success', states: result.data };
}

/** A state must be picked from the list only when the country has one. */
export const hasStates = (list: StateList): boolean => list.status === 'success' && list.states.length > 0;
