// A failure said at once (role alert) in an error bar: an optional bold title before the detail, and
// an optional action (Try again) at the bar's end.
import type { ReactNode } from 'react';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

export interface ErrorAlertProps {
  title?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

export function ErrorAlert(props: ErrorAlertProps) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {props.title ? (
          <>
            <MessageBarTitle>{props.title}</MessageBarTitle>{' '}
          </>
        ) : null}
        {props.children}
      </MessageBarBody>
      {props.action ? <MessageBarActions>{props.action}</MessageBarActions> : null}
    </MessageBar>
  );
}
