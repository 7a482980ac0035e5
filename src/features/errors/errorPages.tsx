// The error area (spec §2): 404, reload (member not loaded in time) and no-center (the site address
// maps to no clinic; success on that page returns to login).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Body1, Button, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext.tsx';
import { pathOf } from '../../guards/routeCatalog.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function NotFoundPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.root} aria-labelledby="error-title">
      <Title2 as="h1" id="error-title">
        {t('errors.notFoundTitle')}
      </Title2>
      <Body1>{t('errors.notFoundBody')}</Body1>
      <Button appearance="primary" onClick={() => void navigate('/')}>
        {t('errors.goHome')}
      </Button>
    </section>
  );
}

export function ReloadPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="error-title">
      <Title2 as="h1" id="error-title">
        {t('errors.reloadTitle')}
      </Title2>
      <Body1>{t('errors.reloadBody')}</Body1>
      <Button appearance="primary" onClick={() => window.location.assign('/')}>
        {t('errors.reloadAction')}
      </Button>
    </section>
  );
}

export function NoCenterPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'still'>('idle');
  const retry = async () => {
    setState('busy');
    const outcome = await session.loadCenter(window.location.host);
    if (outcome === 'ok') await navigate(pathOf('login'), { replace: true });
    else setState('still');
  };
  return (
    <section className={styles.root} aria-labelledby="error-title">
      <Title2 as="h1" id="error-title">
        {t('errors.noCenterTitle')}
      </Title2>
      <Body1>{t('errors.noCenterBody')}</Body1>
      {state === 'still' ? (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{t('errors.noCenterBody')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button appearance="primary" disabled={state === 'busy'} onClick={() => void retry()}>
        {t('errors.noCenterRetry')}
      </Button>
    </section>
  );
}
