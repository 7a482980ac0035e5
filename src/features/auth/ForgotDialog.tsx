// Forgot password (by username) and forgot username (by e-mail). The API answers the same whether
// or not the account exists (architecture §5), so the dialog always says "if an account matches".
// Both carry the proof-of-work captcha (issue 15); its widget loads when the dialog opens.
import { useState, type SyntheticEvent } from 'react';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { authStrings } from './authStrings.ts';
import { testSid } from '../../shared/testSid.ts';
import { CaptchaUnavailableError, useCaptcha } from '../../shared/captcha/useCaptcha.tsx';

export interface ForgotDialogProps {
  kind: 'password' | 'username' | null;
  onClose: () => void;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotDialog(props: ForgotDialogProps) {
  return (
    <Dialog open={props.kind !== null} onOpenChange={(_e, d) => !d.open && props.onClose()}>
      {/* Keyed on the kind: each opening starts afresh (the captcha too); closed, Fluent renders nothing of it. */}
      <ForgotDialogSurface key={props.kind ?? 'closed'} kind={props.kind ?? 'password'} onClose={props.onClose} />
    </Dialog>
  );
}

/** The dialog's surface; its content (and so the captcha's widget) is mounted only while the dialog is open. */
function ForgotDialogSurface(props: { kind: 'password' | 'username'; onClose: () => void }) {
  const captcha = useCaptcha(true);
  const { t } = useNamespace('auth', authStrings);
  const { api } = useServices();
  const centerId = useSessionState((s) => s.center?.id);
  const [value, setValue] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const byEmail = props.kind === 'username';
  const keyPrefix = byEmail ? 'forgotUsername' : 'forgotPassword';
  const valid = byEmail ? emailPattern.test(value.trim()) : value.trim().length > 0;

  const close = () => {
    setState('idle');
    setError(null);
    setTouched(false);
    setValue('');
    props.onClose();
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || centerId === undefined) return;
    setState('busy');
    setError(null);
    try {
      await captcha.send((solution) =>
        byEmail
          ? api.auth.forgotUsername({ email: value.trim(), ivfCenterId: centerId, captcha: solution }, { skipErrorPolicy: true })
          : api.auth.forgotPassword({ username: value.trim(), ivfCenterId: centerId, captcha: solution }, { skipErrorPolicy: true }),
      );
      setState('sent');
    } catch (failure) {
      setState('idle');
      // The captcha says itself that its check could not finish, with a button to try again.
      if (failure instanceof CaptchaUnavailableError) return;
      setError(failure instanceof ApiError && failure.status === 429 ? t('login.locked', { seconds: failure.retryAfterSeconds ?? 60 }) : t('BadAlert', { ns: 'common' }));
    }
  };

  const fieldLabel = byEmail ? t('forgotUsername.email') : t('login.username');
  const fieldError = byEmail ? t('forgotUsername.invalidEmail') : t('login.required', { field: t('login.username').toLowerCase() });

  return (
    <DialogSurface>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogBody>
          <DialogTitle>{t(`${keyPrefix}.title`)}</DialogTitle>
          <DialogContent>
            {state === 'sent' ? (
              <MessageBar intent="success" role="status">
                <MessageBarBody>{t(`${keyPrefix}.sent`)}</MessageBarBody>
              </MessageBar>
            ) : (
              <>
                <Body1 block>{t(`${keyPrefix}.intro`)}</Body1>
                {error ? (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <Field label={fieldLabel} required validationMessage={touched && !valid ? fieldError : undefined}>
                  <Input
                    type={byEmail ? 'email' : 'text'}
                    value={value}
                    onChange={(_e, d) => setValue(d.value)}
                    autoComplete={byEmail ? 'email' : 'username'}
                    name={byEmail ? 'forgot-email' : 'forgot-username'}
                    input={testSid(byEmail ? 'forgot-username-email' : 'forgot-password-username')}
                  />
                </Field>
                {captcha.field}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {state !== 'sent' ? (
              <Button type="submit" appearance="primary" disabled={state === 'busy'} embryo-test-sid="forgot-submit">
                {t(`${keyPrefix}.submit`)}
              </Button>
            ) : null}
            <Button type="button" appearance="secondary" onClick={close}>
              {state === 'sent' ? t('close', { ns: 'common' }) : t('cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
