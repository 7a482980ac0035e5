// A console list as it loads: loading, the failure with Try again, the empty state, or the list.
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../shared/PageState.tsx';
import type { AsyncState } from '../../shared/useAsync.ts';
import { StaffErrorMessage } from './StaffErrorMessage.tsx';

export interface LoadedListProps<Item> {
  state: AsyncState<readonly Item[]> & { reload: () => void };
  empty: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}

export function LoadedList<Item>(props: LoadedListProps<Item>) {
  const { state } = props;
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <StaffErrorMessage error={state.error} onRetry={state.reload} />;
  if (state.data.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return props.children(state.data);
}
