// The error area (spec §2): 404, reload (member not loaded in time) and no-center (the site address
// maps to no clinic; success on that page returns to login).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Body1, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext.tsx';
import { pathOf } from '../../guards/routeCatalog.ts';
import { TitledSection } from '../../shared/TitledSection.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TitledSection titleId="error-title" title={t('errors.notFoundTitle')}>
      <Body1>{t('errors.notFoundBody')}</Body1>
      <Button appearance="primary" onClick={() => void navigate('/')}>
        {t('errors.goHome')}
      </Button>
    </TitledSection>
  );
}

export function ReloadPage() {
  const { t } = useTranslation();
  return (
    <TitledSection titleId="error-title" title={t('errors.reloadTitle')}>
      <Body1>{t('errors.reloadBody')}</Body1>
      <Button appearance="primary" onClick={() => window.location.assign('/')}>
        {t('errors.reloadAction')}
      </Button>
    </TitledSection>
  );
}

export function NoCenterPage() {
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
    <TitledSection titleId="error-title" title={t('errors.noCenterTitle')}>
      <Body1>{t('errors.noCenterBody')}</Body1>
      {state === 'still' ? (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{t('errors.noCenterBody')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button appearance="primary" disabled={state === 'busy'} onClick={() => void retry()}>
        {t('errors.noCenterRetry')}
      </Button>
    </TitledSection>
  );
}
