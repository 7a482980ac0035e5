// The two pages a change of e-mail address sends links to (issue 21): the new address confirms the
// change; the old address can undo it. Each acts only when the member presses its button — mail
// scanners that open links to check them must not confirm or undo anything.
import { useState } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { authStrings } from './authStrings.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'flex-start' },
});

type Kind = 'confirm' | 'undo';
type Outcome = 'done' | 'invalid' | 'failed';

function EmailChangeLinkPage(props: { kind: Kind }) {
  const styles = useStyles();
  const { t } = useNamespace('auth', authStrings);
  const { api } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirm = props.kind === 'confirm';

  const act = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await (confirm ? api.auth.confirmEmailChange(token, { skipErrorPolicy: true }) : api.auth.undoEmailChange(token, { skipErrorPolicy: true }));
      setOutcome('done');
    } catch (failure) {
      setOutcome(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.status !== 429 ? 'invalid' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t(confirm ? 'emailChange.confirmTitle' : 'emailChange.undoTitle')}</Title2>
      {!token ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('emailChange.missing')}</MessageBarBody>
        </MessageBar>
      ) : outcome === 'done' ? (
        <MessageBar intent="success" role="status" layout="multiline">
          <MessageBarBody>{t(confirm ? 'emailChange.confirmed' : 'emailChange.undone')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Body1>{t(confirm ? 'emailChange.confirmIntro' : 'emailChange.undoIntro')}</Body1>
          {outcome ? (
            <MessageBar intent="error" role="alert" layout="multiline">
              <MessageBarBody>{t(outcome === 'invalid' ? 'emailChange.invalid' : 'emailChange.failed')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {outcome === 'invalid' ? null : (
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => void act()}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              embryo-test-sid={`email-change-${props.kind}`}
            >
              {busy ? t('emailChange.working') : t(confirm ? 'emailChange.confirm' : 'emailChange.undo')}
            </Button>
          )}
        </>
      )}
      <RouterLink to={pathOf('login')}>{t('reset.toLogin')}</RouterLink>
    </div>
  );
}

export function ConfirmEmailPage() {
  return <EmailChangeLinkPage kind="confirm" />;
}

export function UndoEmailChangePage() {
  return <EmailChangeLinkPage kind="undo" />;
}
