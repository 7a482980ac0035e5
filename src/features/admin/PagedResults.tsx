// One page of a console list as it loads: loading, the failure with Try again, the empty state, or
// how many there are, the page itself and the pager.
import type { ReactNode } from 'react';
import { Body1 } from '@fluentui/react-components';
import { EmptyState, LoadingState } from '../../shared/PageState.tsx';
import type { AsyncState } from '../../shared/useAsync.ts';
import { Pager } from './Pager.tsx';
import { StaffErrorMessage } from './StaffErrorMessage.tsx';

export interface PagedResultsProps<Item> {
  state: AsyncState<{ items: Item[]; total: number }> & { reload: () => void };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  /** How many there are in all, in words ("2 items waiting"). */
  total: (count: number) => string;
  children: (items: Item[]) => ReactNode;
}

export function PagedResults<Item>(props: PagedResultsProps<Item>) {
  const { state } = props;
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <StaffErrorMessage error={state.error} onRetry={state.reload} />;
  if (state.data.items.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <>
      <Body1 role="status">{props.total(state.data.total)}</Body1>
      {props.children(state.data.items)}
      <Pager page={props.page} pageSize={props.pageSize} total={state.data.total} onPage={props.onPage} />
    </>
  );
}
