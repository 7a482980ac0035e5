// The second factor (its own chunk: loaded once the password was accepted): a 6-digit code e-mailed to the member (architecture §5). The page says until when
// the code works (the API's own expiry, in the clinic's time zone), and the member can ask for a new
// code — rate limited by the API, whose wait is announced. A resend always makes a new code and the
// page says so: the code sent before no longer works.
import { useState, type SyntheticEvent } from 'react';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { uses24HourClock } from '../../shared/format/regionMask.ts';
import { useNow } from '../../shared/useNow.ts';
import { twoFactorStrings } from './twoFactorStrings.ts';
import { testSid } from '../../shared/testSid.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface TwoFactorStepProps {
  /** When the e-mailed code stops working, from the API (null: it did not say). */
  codeExpiresAt: string | null;
  onVerified: () => Promise<void> | void;
  /** A code that was refused (or a lockout): reported by the sign-in page as a failed sign-in. */
  onFailed?: (failure: unknown) => void;
  onBack: () => void;
}

type ResendState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent'; sentAt: string } | { kind: 'limited'; seconds: number } | { kind: 'ended' };

/** A time of day in the member's language and the clinic's time zone (no Luxon on the sign-in page). */
function timeOf(iso: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: !uses24HourClock(locale), ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}) }).format(
    new Date(iso),
  );
}

export function TwoFactorStep(props: TwoFactorStepProps) {
  const styles = useStyles();
  const { t, i18n } = useNamespace('twoFactor', twoFactorStrings);
  const { session } = useServices();
  const timeZone = useSessionState((s) => s.center?.timeZone);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState(props.codeExpiresAt);
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });
  const now = useNow(15_000);
  const valid = /^\d{6}$/.test(code);
  const expired = expiresAt !== null && Date.parse(expiresAt) <= now;
  const time = (iso: string) => timeOf(iso, i18n.language, timeZone);

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
      setError(failure instanceof ApiError && failure.status === 429 ? t('locked', { seconds: failure.retryAfterSeconds ?? 60 }) : t('invalid'));
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setResend({ kind: 'busy' });
    setError(null);
    try {
      const answer = await session.resendTwoFactorCode();
      setExpiresAt(answer.codeExpiresAt);
      setCode('');
      setResend({ kind: 'sent', sentAt: answer.previousCodeRetiredAt });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) setResend({ kind: 'limited', seconds: failure.retryAfterSeconds ?? 30 });
      else if (failure instanceof ApiError && failure.status === 401) setResend({ kind: 'ended' });
      else {
        setResend({ kind: 'idle' });
        setError(t('BadAlert', { ns: 'common' }));
      }
    }
  };

  const resendMessage =
    resend.kind === 'sent' && expiresAt
      ? { intent: 'success' as const, text: t('resent', { sent: time(resend.sentAt), time: time(expiresAt) }) }
      : resend.kind === 'limited'
        ? { intent: 'warning' as const, text: t('resendLimited', { seconds: resend.seconds }) }
        : resend.kind === 'ended'
          ? { intent: 'error' as const, text: t('stepEnded') }
          : null;

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="twofactor-title">
      <Title2 as="h1" id="twofactor-title">
        {t('title')}
      </Title2>
      {expiresAt ? (
        <Body1>
          {t('introSent')} <span embryo-test-sid="twofactor-expiry">{t('expiresAt', { time: time(expiresAt) })}</span>
        </Body1>
      ) : (
        <Body1>{t('intro')}</Body1>
      )}
      <div role="status">
        {resendMessage ? (
          <MessageBar intent={resendMessage.intent}>
            <MessageBarBody>{resendMessage.text}</MessageBarBody>
          </MessageBar>
        ) : expired && resend.kind !== 'busy' ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('expired')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('code')} required validationMessage={touched && !valid ? t('format') : undefined}>
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
        <Button type="submit" appearance="primary" disabled={busy || resend.kind === 'ended'} embryo-test-sid="twofactor-submit">
          {busy ? t('submitting') : t('submit')}
        </Button>
        <Button
          type="button"
          appearance="secondary"
          disabled={resend.kind === 'busy' || resend.kind === 'ended'}
          onClick={() => void onResend()}
          embryo-test-sid="twofactor-resend"
        >
          {resend.kind === 'busy' ? t('resending') : t('resend')}
        </Button>
        <Button type="button" appearance="secondary" onClick={props.onBack}>
          {t('back')}
        </Button>
      </div>
    </form>
  );
}
