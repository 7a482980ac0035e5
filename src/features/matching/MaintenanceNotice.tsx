// The matching site's maintenance notice: pages stay readable, every change button is disabled.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { matchingStrings } from './matchingStrings.ts';

export function MaintenanceNotice(props: { active: boolean }) {
  const { t } = useNamespace('matching', matchingStrings);
  if (!props.active) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('maintenanceTitle')}</MessageBarTitle> {t('maintenance')}
      </MessageBarBody>
    </MessageBar>
  );
}
