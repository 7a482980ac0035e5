// A failed call in the console: what happened in the reader's words, the reference to quote, and
// Try again when the caller can repeat it.
import { Button, MessageBarActions } from '@fluentui/react-components';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { adminStrings } from './adminStrings.ts';
import { useAdminText } from './useAdminText.ts';

export interface StaffErrorMessageProps {
  error: unknown;
  onRetry?: (() => void) | undefined;
}

export function StaffErrorMessage(props: StaffErrorMessageProps) {
  const { t } = useNamespace('admin', adminStrings);
  const text = useAdminText();
  const reference = text.reference(props.error);
  return (
    <ErrorAlert
      action={
        props.onRetry ? (
          <MessageBarActions>
            <Button onClick={props.onRetry}>{t('retry')}</Button>
          </MessageBarActions>
        ) : null
      }
    >
      {text.error(props.error)}
      {reference ? <div>{reference}</div> : null}
    </ErrorAlert>
  );
}
