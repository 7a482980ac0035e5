// Fluent's MessageBar behind `Notice` (Notice.tsx): in a chunk of its own, off the sign-in page's
// critical path, since most visits show no message at all.
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { NoticeProps } from './Notice.tsx';

export default function NoticeBar(props: NoticeProps) {
  return (
    <MessageBar intent={props.intent} layout={props.multiline ? 'multiline' : 'auto'} className={props.className} {...(props.role ? { role: props.role } : {})}>
      <MessageBarBody className={props.bodyClassName}>{props.children}</MessageBarBody>
      {props.action ? <MessageBarActions containerAction={props.action} /> : null}
    </MessageBar>
  );
}
