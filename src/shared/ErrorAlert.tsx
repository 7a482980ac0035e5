// A failure said at once (role alert) in an error bar: an optional title before the detail (a
// MessageBarTitle) and an optional action at the bar's end (MessageBarActions around a Try again).
// Both are passed in rather than built here, so routes whose bars have neither do not load them.
import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export interface ErrorAlertProps {
  title?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

export function ErrorAlert(props: ErrorAlertProps) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {props.title ? <>{props.title} </> : null}
        {props.children}
      </MessageBarBody>
      {props.action ?? null}
    </MessageBar>
  );
}
