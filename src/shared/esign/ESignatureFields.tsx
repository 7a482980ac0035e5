// The e-signature of every consent the portal takes: the terms text (scrollable, focusable, so it can
// be read with the keyboard; on a phone the whole text in the page's flow), the typed full name and
// an explicit consent. Used by the option pages, a partner's co-signature, the co-signing link and a storage-consent renewal, so a signature looks
// and reads the same wherever it is given. The caller owns the values and the validation.
import type { RefObject } from 'react';
import { useId } from 'react';
import { Caption1, Checkbox, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ESignatureTerms } from '../../services/content/contentModels.ts';
import { RichText } from '../RichText.tsx';
import { useReplayPause } from '../../services/telemetry/replay/index.ts';
import { testSid } from '../testSid.ts';
import { useFieldsetStyles } from '../useFieldsetStyles.ts';
import { PHONE_MEDIA } from '../useIsPhone.ts';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground2 },
  terms: {
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    // On a phone a box a few lines high is hard to read: the whole text goes in the page's flow.
    [PHONE_MEDIA]: { maxHeight: 'none', overflowY: 'visible', padding: tokens.spacingHorizontalM },
  },
});

export interface ESignatureErrors {
  name?: string | undefined;
  consent?: string | undefined;
}

/** The words around a signature, in the reader's language (features/dispositions/useESignatureLabels.ts). */
export interface ESignatureLabels {
  /** "Version {{version}}" already filled in. */
  version: string;
  regionLabel: string;
  legend: string;
  fullName: string;
  fullNameHint: string;
  consent: string;
  external: string;
}

export interface ESignatureFieldsProps {
  labels: ESignatureLabels;
  terms: ESignatureTerms;
  fullName: string;
  consent: boolean;
  errors: ESignatureErrors;
  busy: boolean;
  onFullNameChange: (value: string) => void;
  onConsentChange: (checked: boolean) => void;
  nameRef?: RefObject<HTMLInputElement | null>;
  consentRef?: RefObject<HTMLInputElement | null>;
}

export function ESignatureFields(props: ESignatureFieldsProps) {
  // No session replay while a signature is being given (spec §9), whatever the sampling.
  useReplayPause(true);
  const styles = useStyles();
  const fieldsetStyles = useFieldsetStyles();
  const termsHeading = useId();
  const { terms, errors, busy, labels } = props;
  return (
    <>
      <section aria-labelledby={termsHeading}>
        <Subtitle2 as="h3" id={termsHeading} block>
          {terms.title}
        </Subtitle2>
        <Caption1 block className={styles.hint}>
          {labels.version}
        </Caption1>
        {/* Scrollable and focusable, so the terms can be read with the keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.terms} role="region" aria-label={labels.regionLabel} tabIndex={0} embryo-test-sid="esign-terms">
          <RichText document={terms.body} baseHeadingLevel={4} externalLinkHint={labels.external} />
        </div>
      </section>

      <fieldset className={fieldsetStyles.fieldset}>
        <legend className={fieldsetStyles.legend}>{labels.legend}</legend>
        <Field label={labels.fullName} hint={labels.fullNameHint} validationState={errors.name ? 'error' : 'none'} validationMessage={errors.name} required>
          <Input
            ref={props.nameRef}
            value={props.fullName}
            disabled={busy}
            autoComplete="name"
            onChange={(_e, data) => props.onFullNameChange(data.value)}
            input={testSid('esign-full-name')}
          />
        </Field>
        <Field validationState={errors.consent ? 'error' : 'none'} validationMessage={errors.consent}>
          <Checkbox
            ref={props.consentRef}
            checked={props.consent}
            disabled={busy}
            onChange={(_e, data) => props.onConsentChange(data.checked === true)}
            label={labels.consent}
            input={testSid('esign-consent')}
          />
        </Field>
      </fieldset>
    </>
  );
}
