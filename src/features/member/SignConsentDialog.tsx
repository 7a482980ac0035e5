// Signing a consent from the home page — a partner's co-signature, or renewing consent to storage:
// what it is about, the terms, the typed name and the consent, as on the option pages. The dialog
// stays open with everything typed when the call is refused, and says why.
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { ESignature } from '../../../contract/api/member-area.ts';
import type { ESignatureTerms } from '../../services/content/contentModels.ts';
import { nameMatches } from '../../../contract/domain/dispositionChoices.ts';
import { computeTermsHash } from '../../../contract/domain/termsHash.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { ESignatureFields, type ESignatureErrors } from '../../shared/esign/ESignatureFields.tsx';
import { useESignature } from '../../shared/esign/useESignature.ts';
import { useESignatureLabels } from '../../shared/esign/useESignatureLabels.ts';
import { problemMessage } from '../../shared/problemMessage.ts';
import { consentProblems } from './consentProblems.ts';
import { consentStrings } from './consentStrings.ts';
import { usePhoneDialogStyles } from '../../shared/usePhoneDialogStyles.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface SignConsentDialogProps {
  open: boolean;
  title: string;
  intro: ReactNode;
  terms: ESignatureTerms | null;
  /** The signer's name as the account has it. */
  firstName: string;
  lastName: string;
  /** Sends the signature; a refusal is shown and the dialog stays open. */
  onSign: (signature: ESignature) => Promise<void>;
  onClose: () => void;
}

export function SignConsentDialog(props: SignConsentDialogProps) {
  const styles = useStyles();
  const phoneDialog = usePhoneDialogStyles();
  const { t } = useNamespace('memberConsent', consentStrings);
  const labels = useESignatureLabels(props.terms);
  const esign = useESignature();
  const { fullName, consent, nameRef, consentRef } = esign;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const expected = `${props.firstName} ${props.lastName}`;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy || !props.terms) return;
    const found: ESignatureErrors = {};
    if (fullName.trim() === '') found.name = t('sign.nameRequired');
    else if (!nameMatches(fullName, props.firstName, props.lastName)) found.name = t('sign.nameMismatch', { name: expected });
    if (!consent) found.consent = t('sign.consentRequired');
    esign.setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.consent) return consentRef.current?.focus();
    setBusy(true);
    setFailure(null);
    try {
      const termsHash = await computeTermsHash(props.terms.body);
      await props.onSign({ fullName: fullName.trim().replace(/\s+/g, ' '), consent: true, termsVersion: props.terms.version, termsHash });
    } catch (error) {
      setFailure(t('sign.failed', { reason: problemMessage(error, consentProblems, t) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} modalType="modal" onOpenChange={(_e, data) => (data.open || busy ? undefined : props.onClose())}>
      <DialogSurface className={mergeClasses(styles.surface, phoneDialog.surface)}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody className={phoneDialog.body}>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={styles.content}>
              {props.intro}
              {props.terms ? (
                <ESignatureFields labels={labels} terms={props.terms} busy={busy} {...esign.fields} />
              ) : (
                <MessageBar intent="warning">
                  <MessageBarBody>{t('sign.noTerms')}</MessageBarBody>
                </MessageBar>
              )}
              <div role="alert">
                {failure ? (
                  <MessageBar intent="error" layout="multiline">
                    <MessageBarBody>{failure}</MessageBarBody>
                  </MessageBar>
                ) : null}
              </div>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabledFocusable={busy || !props.terms} embryo-test-sid="consent-sign-submit">
                {busy ? t('sign.submitting') : t('sign.submit')}
              </Button>
              <Button appearance="secondary" disabled={busy} onClick={props.onClose}>
                {t('sign.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
