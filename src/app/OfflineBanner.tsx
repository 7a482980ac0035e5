// Says so at the top of every page while the browser has no network (issue 20): a member filling in a
// form learns why a save will not go through, and that what they typed is still there.
import { useSyncExternalStore } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  bar: { position: 'sticky', top: 0, zIndex: 10, borderRadius: 0, marginBottom: tokens.spacingVerticalXS },
});

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const styles = useStyles();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <MessageBar className={styles.bar} intent="warning" role="status">
      <MessageBarBody>{t('banner.offline')}</MessageBarBody>
    </MessageBar>
  );
}
