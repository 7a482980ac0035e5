// The second factor: a 6-digit code e-mailed to the member (architecture §5).
import { useState, type SyntheticEvent } from 'react';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useServices } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { authStrings } from './authStrings.ts';
import { testSid } from '../../shared/testSid.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface TwoFactorStepProps {
  onVerified: () => Promise<void> | void;
  /** A code that was refused (or a lockout): reported by the sign-in page as a failed sign-in. */
  onFailed?: (failure: unknown) => void;
  onBack: () => void;
}

export function TwoFactorStep(props: TwoFactorStepProps) {
  const styles = useStyles();
  const { t } = useNamespace('auth', authStrings);
  const { session } = useServices();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = /^\d{6}$/.test(code);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      await session.verifyTwoFactor(code);
      await props.onVerified();
    } catch (failure) {
      props.onFailed?.(failure);
      setError(failure instanceof ApiError && failure.status === 429 ? t('login.locked', { seconds: failure.retryAfterSeconds ?? 60 }) : t('twoFactor.invalid'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="twofactor-title">
      <Title2 as="h1" id="twofactor-title">
        {t('twoFactor.title')}
      </Title2>
      <Body1>{t('twoFactor.intro')}</Body1>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('twoFactor.code')} required validationMessage={touched && !valid ? t('twoFactor.format') : undefined}>
        <Input
          value={code}
          onChange={(_e, d) => setCode(d.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          input={testSid('twofactor-code')}
          name="code"
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy} embryo-test-sid="twofactor-submit">
          {busy ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </Button>
        <Button type="button" appearance="secondary" onClick={props.onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
