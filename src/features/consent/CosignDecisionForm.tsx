// Step 2 of the co-signing link: what the account holder signed and when, that nothing happens
// unless the partner signs the same, the items, when it lapses; then the terms and the e-signature
// (the same block as every consent in the portal), "Sign" and "I do not agree" (confirmed first).
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { CosignIdentity, CosignView, JointDecisionView } from '../../../contract/api/consent.ts';
import type { RichTextDocument } from '../../services/content/contentModels.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { computeTermsHash } from '../../../contract/domain/termsHash.ts';
import { normaliseName } from '../../../contract/domain/dispositionChoices.ts';
import { useESignature } from '../../shared/esign/useESignature.ts';
import { ESignatureFields, type ESignatureErrors } from '../../shared/esign/ESignatureFields.tsx';
// The signature's own words are those of every signature in the portal.
import { useESignatureLabels } from '../../shared/esign/useESignatureLabels.ts';
import { describeCosignError, type CosignFailure } from './describeCosignError.ts';
import { CosignDeclineDialog } from './CosignDeclineDialog.tsx';
import { CosignDecisionSummary } from './CosignDecisionSummary.tsx';
import type { CosignText } from './useCosignText.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  flush: { margin: 0 },
});

/** Failures after which the link cannot be used any more: the page says so instead of the form. */
export type CosignClosedReason = Extract<CosignFailure['kind'], 'refused' | 'changed' | 'itemChanged'>;

export interface CosignDecisionFormProps {
  text: CosignText;
  view: CosignView;
  identity: CosignIdentity;
  onViewChange: (view: CosignView) => void;
  onDone: (outcome: 'signed' | 'declined', decision: JointDecisionView) => void;
  onClosed: (reason: CosignClosedReason, action: 'sign' | 'decline') => void;
}

export function CosignDecisionForm(props: CosignDecisionFormProps) {
  const styles = useStyles();
  const { api } = useServices();
  const { text, view, identity } = props;
  const { t } = text;
  const { decision, terms } = view;
  const esignLabels = useESignatureLabels(terms);
  const ids = { sign: useId() };
  const working = useRef(false);
  const esign = useESignature();
  const { fullName, consent, nameRef, consentRef, setConsent } = esign;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [declineError, setDeclineError] = useState<string | null>(null);
  // What to do once the decline dialog has closed (the outcome page replaces this form).
  const afterDialog = useRef<(() => void) | null>(null);

  const identityNow = { ...identity, locale: text.locale };

  /** Closes the decline dialog, then runs `next` once it is gone. */
  const leaveDialog = (next: () => void) => {
    afterDialog.current = next;
    setDeclineOpen(false);
  };

  /** A failure either closes the link (the page says so instead of the form) or is shown where it happened. */
  const onFailure = (failure: CosignFailure, action: 'sign' | 'decline', show: (message: string) => void) => {
    const nothing = t(action === 'sign' ? 'error.nothingSigned' : 'error.nothingChanged');
    switch (failure.kind) {
      case 'refused':
      case 'changed':
      case 'itemChanged':
        if (action === 'decline') leaveDialog(() => props.onClosed(failure.kind, action));
        else props.onClosed(failure.kind, action);
        return;
      case 'rateLimited':
        show(`${t('error.rateLimited', { count: failure.minutes })} ${nothing}`);
        return;
      case 'network':
        show(`${t('error.network')} ${nothing}`);
        return;
      case 'termsChanged':
      case 'unavailable':
        show(`${t('error.unavailable')} ${nothing}`);
        return;
    }
  };

  const validate = (): ESignatureErrors => {
    const found: ESignatureErrors = {};
    if (fullName.trim() === '') found.name = t('decision.nameRequired');
    else if (normaliseName(fullName) !== normaliseName(decision.coOwnerName)) found.name = t('decision.nameMismatch', { name: decision.coOwnerName });
    if (!consent) found.consent = t('decision.consentRequired');
    return found;
  };

  const sign = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (working.current || !terms) return;
    const found = validate();
    esign.setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.consent) return consentRef.current?.focus();
    working.current = true;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const termsHash = await computeTermsHash(terms.body);
      // The hash names the text shown; if it is not the one served, signing would be refused anyway.
      if (termsHash !== terms.hash) {
        setError(`${t('error.unavailable')} ${t('error.nothingSigned')}`);
        return;
      }
      const signature = { fullName: fullName.trim().replace(/\s+/g, ' '), consent: true as const, termsVersion: terms.version, termsHash };
      const signed = await api.consent.cosignSign({ ...identityNow, option: decision.option, signature }, { skipErrorPolicy: true });
      props.onDone('signed', signed);
    } catch (failure) {
      const problem = describeCosignError(failure);
      if (problem.kind === 'termsChanged') {
        // The clinic changed the form while it was being read: show the current one, to read and sign again.
        try {
          props.onViewChange(await api.consent.cosignVerify(identityNow, { skipErrorPolicy: true }));
          setConsent(false);
          setNotice(t('error.termsChanged'));
        } catch (again) {
          onFailure(describeCosignError(again), 'sign', setError);
        }
      } else {
        onFailure(problem, 'sign', setError);
      }
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  const decline = async () => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    setDeclineError(null);
    try {
      const declined = await api.consent.cosignDecline(identityNow, { skipErrorPolicy: true });
      leaveDialog(() => props.onDone('declined', declined));
    } catch (failure) {
      onFailure(describeCosignError(failure), 'decline', setDeclineError);
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <CosignDecisionSummary text={text} view={view} />

      <form className={styles.section} onSubmit={(e) => void sign(e)} noValidate aria-busy={busy} aria-labelledby={ids.sign}>
        <Subtitle1 as="h2" id={ids.sign} className={styles.flush}>
          {t('decision.signTitle')}
        </Subtitle1>
        {terms ? (
          <>
            <Body1 as="p" className={styles.flush}>
              {t('decision.signIntro')}
            </Body1>
            {notice ? (
              <MessageBar intent="warning" layout="multiline" role="alert">
                <MessageBarBody>{notice}</MessageBarBody>
              </MessageBar>
            ) : null}
            <ESignatureFields
              labels={{ ...esignLabels, fullNameHint: t('decision.fullNameHint') }}
              terms={{ title: terms.title, version: terms.version, body: terms.body as unknown as RichTextDocument }}
              busy={busy}
              {...esign.fields}
            />
          </>
        ) : (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{`${t('decision.noTerms')} ${text.contactLine(view)}`}</MessageBarBody>
          </MessageBar>
        )}
        {error ? (
          <div embryo-test-sid="cosign-sign-error">
            <ErrorAlert>{error}</ErrorAlert>
          </div>
        ) : null}
        <div className={styles.actions}>
          {terms ? (
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={busy}
              icon={busy && !declineOpen ? <Spinner size="tiny" aria-hidden /> : undefined}
              embryo-test-sid="cosign-sign"
            >
              {busy && !declineOpen ? t('decision.signing') : t('decision.sign')}
            </Button>
          ) : null}
          <Button
            appearance="secondary"
            disabledFocusable={busy}
            onClick={() => {
              setDeclineError(null);
              setDeclineOpen(true);
            }}
            embryo-test-sid="cosign-decline"
          >
            {t('decision.decline')}
          </Button>
        </div>
      </form>

      <CosignDeclineDialog
        open={declineOpen}
        text={text}
        ownerName={decision.ownerName}
        busy={busy}
        error={declineError}
        onConfirm={() => void decline()}
        onCancel={() => setDeclineOpen(false)}
        onClosed={() => {
          const next = afterDialog.current;
          afterDialog.current = null;
          next?.();
        }}
      />
    </div>
  );
}
