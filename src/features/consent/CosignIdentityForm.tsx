// Step 1 of the co-signing link: the partner confirms it is them with their last name and date of
// birth (the date typed as on the password-reset page). A refusal says one calm thing whatever was
// wrong, and keeps what was typed so a slip can be corrected.
import { useRef, useState, type SyntheticEvent } from 'react';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { CosignIdentity, CosignView } from '../../../contract/api/consent.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { parseDateInput, toIsoDate } from '../../shared/format/parseDateInput.ts';
import { dateInputPattern } from '../../shared/format/regionMask.ts';
import { testSid } from '../../shared/testSid.ts';
import { describeCosignError } from './describeCosignError.ts';
import type { CosignText } from './useCosignText.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  submit: { alignSelf: 'flex-start' },
  flush: { margin: 0 },
});

export interface CosignIdentityFormProps {
  token: string;
  text: CosignText;
  onVerified: (view: CosignView, identity: CosignIdentity) => void;
}

export function CosignIdentityForm(props: CosignIdentityFormProps) {
  const styles = useStyles();
  const { api } = useServices();
  const { t, locale } = props.text;
  const mask = dateInputPattern(locale);
  const clinic = props.text.clinicName();
  const lastNameRef = useRef<HTMLInputElement>(null);
  const dobRef = useRef<HTMLInputElement>(null);
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dobParts = parseDateInput(dob.trim(), locale);
  const isoDob = dobParts ? toIsoDate(dobParts) : null;
  const lastNameError = touched && !lastName.trim() ? t('identity.lastNameRequired') : undefined;
  const dobError = touched && !isoDob ? t('identity.dobInvalid', { mask }) : undefined;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    if (!lastName.trim()) return lastNameRef.current?.focus();
    if (!isoDob) return dobRef.current?.focus();
    setBusy(true);
    setError(null);
    const identity: CosignIdentity = { token: props.token, lastName: lastName.trim().replace(/\s+/g, ' '), dateOfBirth: isoDob, locale };
    try {
      const view = await api.consent.cosignVerify(identity, { skipErrorPolicy: true });
      props.onVerified(view, identity);
    } catch (failure) {
      const problem = describeCosignError(failure);
      switch (problem.kind) {
        case 'rateLimited':
          setError(t('error.rateLimited', { count: problem.minutes }));
          break;
        case 'network':
          setError(t('error.network'));
          break;
        case 'refused':
        case 'changed':
        case 'itemChanged':
        case 'termsChanged':
          // Whatever the reason, the answer is the same: it says nothing about the member or the link.
          setError(`${t('identity.failed')} ${props.text.contactLine(null, 'stuck')}`);
          break;
        case 'unavailable':
          setError(t('error.unavailable'));
          break;
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <div className={styles.intro}>
        <Body1 as="p" className={styles.flush}>
          {clinic ? t('identity.intro', { clinic }) : t('identity.introNoClinic')}
        </Body1>
        <Body1 as="p" className={styles.flush}>
          {t('identity.why')}
        </Body1>
      </div>
      {error ? (
        <div embryo-test-sid="cosign-identity-error">
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      <Field label={t('identity.lastName')} required validationMessage={lastNameError}>
        <Input ref={lastNameRef} value={lastName} onChange={(_e, d) => setLastName(d.value)} autoComplete="family-name" name="lastName" input={testSid('cosign-last-name')} />
      </Field>
      <Field label={t('identity.dob')} required hint={t('identity.dobHint', { mask })} validationMessage={dobError}>
        <Input ref={dobRef} value={dob} onChange={(_e, d) => setDob(d.value)} autoComplete="bday" name="dob" placeholder={mask} inputMode="numeric" input={testSid('cosign-dob')} />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        className={styles.submit}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
        embryo-test-sid="cosign-continue"
      >
        {busy ? t('identity.checking') : t('identity.submit')}
      </Button>
    </form>
  );
}
