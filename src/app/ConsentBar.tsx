// The analytics-cookies question (issue 14): shown where the clinic's locale asks for consent
// (es, fr, en-GB) until the member answers, and again from the footer's "Cookie settings". It comes
// after the page in the document (the skip link and the page's own content come first, in reading and
// tab order, and on a phone the content still starts at the top) and stays in view at the bottom of
// the window while the page scrolls; at the page's end it sits below the footer, covering nothing.
// Its buttons are ordinary buttons in the tab order. Loaded after the first paint.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { analyticsConsent } from '../services/telemetry/consent.ts';

const useStyles = makeStyles({
  region: { position: 'sticky', bottom: 0, zIndex: 1, boxShadow: tokens.shadow16 },
  bar: { borderRadius: 0 },
});

export function ConsentBar() {
  const { t } = useTranslation();
  const styles = useStyles();
  const shows = useSyncExternalStore(analyticsConsent.subscribe, () => analyticsConsent.showsBar());
  const reopened = useSyncExternalStore(analyticsConsent.subscribe, () => analyticsConsent.getState().reopened);
  const region = useRef<HTMLElement>(null);
  // Opened again from the footer: focus moves to the question, so a keyboard user lands on it.
  useEffect(() => {
    if (shows && reopened) region.current?.focus();
  }, [shows, reopened]);
  if (!shows) return null;
  return (
    <section ref={region} className={styles.region} tabIndex={-1} aria-label={t('analytics.label')}>
      <MessageBar className={styles.bar} intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('analytics.title')}</MessageBarTitle> {t('analytics.body')}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => analyticsConsent.choose('accepted')}>
            {t('analytics.accept')}
          </Button>
          <Button onClick={() => analyticsConsent.choose('declined')}>{t('analytics.decline')}</Button>
        </MessageBarActions>
      </MessageBar>
    </section>
  );
}
