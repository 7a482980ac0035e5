// What an action on a console page came to, read out politely: done (success) or overtaken (warning).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export interface ActionNoticeProps {
  text: string | null;
  intent?: 'success' | 'warning';
}

export function ActionNotice(props: ActionNoticeProps) {
  if (!props.text) return null;
  return (
    <MessageBar intent={props.intent ?? 'success'} role="status">
      <MessageBarBody>{props.text}</MessageBarBody>
    </MessageBar>
  );
}
