// A form's primary submit: while the form is sent it is disabled, shows a spinner and says what is
// happening in place of its label.
import { Button, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  sid: string;
  size?: 'large';
}

export function SubmitButton(props: SubmitButtonProps) {
  const { t } = useTranslation();
  const { busy } = props;
  return (
    <Button
      type="submit"
      appearance="primary"
      size={props.size}
      disabled={busy}
      icon={busy ? <Spinner size="tiny" aria-label={t('loading')} /> : undefined}
      embryo-test-sid={props.sid}
    >
      {busy ? props.busyLabel : props.label}
    </Button>
  );
}
