// Steps (b) and (c) of the signing flow: the terms and the typed signature, what came of the last
// attempt (which items failed and why), the progress while items are signed, and the actions.
import { Body1, Button, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import type { ESignatureTerms } from '../../services/content/contentModels.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { ESignatureFields, type ESignatureFieldsProps } from '../../shared/esign/ESignatureFields.tsx';
import { useESignatureLabels } from '../../shared/esign/useESignatureLabels.ts';
import { dispositionStrings } from './dispositionStrings.ts';
import type { SignOutcome } from './useDispositionSigning.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  outcomes: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

export interface SignStepProps {
  terms: ESignatureTerms;
  fields: Omit<ESignatureFieldsProps, 'labels' | 'terms' | 'busy'>;
  busy: boolean;
  outcomes: ReadonlyMap<number, SignOutcome>;
  refreshFailed: boolean;
  progress: { current: number; total: number } | null;
  notice: string | null;
  nameOf: (id: number) => string;
  onCancel: () => void;
}

export function SignStep(props: SignStepProps) {
  const styles = useStyles();
  const { t } = useNamespace('dispositions', dispositionStrings);
  const esignLabels = useESignatureLabels(props.terms);
  const { busy, outcomes, progress } = props;
  const failed = [...outcomes.values()].some((o) => !o.ok);

  return (
    <>
      <ESignatureFields labels={esignLabels} terms={props.terms} busy={busy} {...props.fields} />

      {failed ? (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('result.partialTitle')}</MessageBarTitle>
            <p>{t('result.partialBody')}</p>
            <ul className={styles.outcomes}>
              {[...outcomes.entries()].map(([id, outcome]) => (
                <li key={id}>{`${props.nameOf(id)}: ${outcome.ok ? t('result.succeeded') : t('result.failed', { reason: outcome.reason })}`}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {props.refreshFailed ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('result.refreshFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div role="status" aria-live="polite">
        {progress ? (
          <>
            <Body1 block>{t('sign.progress', progress)}</Body1>
            <ProgressBar value={progress.current - 1} max={progress.total} />
          </>
        ) : props.notice ? (
          <Body1 block>{props.notice}</Body1>
        ) : null}
      </div>

      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy} embryo-test-sid="esign-submit">
          {busy ? t('sign.submitting') : failed ? t('result.retry') : t('sign.submit')}
        </Button>
        <Button appearance="secondary" disabled={busy} onClick={props.onCancel} embryo-test-sid="esign-cancel">
          {t('sign.cancel')}
        </Button>
      </div>
    </>
  );
}
