// The page a partner without an account opens from the co-signing e-mail (/consent/cosign?token=…):
// 1. confirm it is them (last name and date of birth), 2. read the decision and the terms, then sign
// or decline, 3. what happened. There is no session: every call carries the link's token with the
// identity again. The link is single-use, so once answered the page offers no way back into the form.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { CosignIdentity, CosignView } from '../../../contract/api/consent.ts';
import { CosignStepHeading } from './CosignStepHeading.tsx';
import { useReplayPause } from '../../services/telemetry/replay/index.ts';
import { CosignIdentityForm } from './CosignIdentityForm.tsx';
import { CosignDecisionForm } from './CosignDecisionForm.tsx';
import { CosignOutcome, cosignOutcomeTitle, type CosignResult } from './CosignOutcome.tsx';
import { useCosignText } from './useCosignText.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
});

type Step = { kind: 'identity' } | { kind: 'decision'; view: CosignView; identity: CosignIdentity } | { kind: 'outcome'; result: CosignResult };

export function CosignPage() {
  // The co-signing link's page (identity check and signature) is never recorded (spec §9).
  useReplayPause(true);
  const styles = useStyles();
  const text = useCosignText();
  const { t } = text;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>({ kind: 'identity' });
  // Focus follows the steps, not the first load (the browser starts at the top of the page).
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  if (!token) {
    return (
      <div className={styles.page}>
        <CosignStepHeading focus={false}>{t('identity.title')}</CosignStepHeading>
        <MessageBar intent="warning" role="alert" layout="multiline">
          <MessageBarBody>{t('identity.missingLink')}</MessageBarBody>
        </MessageBar>
        <Body1 as="p" className={styles.flush}>
          {text.contactLine()}
        </Body1>
      </div>
    );
  }

  // Each step is keyed, so its heading mounts anew and takes the focus.
  switch (step.kind) {
    case 'identity':
      return (
        <div key="identity" className={styles.page}>
          <CosignStepHeading step={{ current: 1, total: 2 }} focus={moved}>
            {t('identity.title')}
          </CosignStepHeading>
          <CosignIdentityForm token={token} text={text} onVerified={(view, identity) => go({ kind: 'decision', view, identity })} />
        </div>
      );
    case 'decision':
      return (
        <div key="decision" className={styles.page}>
          <CosignStepHeading step={{ current: 2, total: 2 }} focus={moved}>
            {t('decision.title')}
          </CosignStepHeading>
          <CosignDecisionForm
            text={text}
            view={step.view}
            identity={step.identity}
            onViewChange={(view) => setStep({ ...step, view })}
            onDone={(kind, decision) => go({ kind: 'outcome', result: { kind, view: step.view, decision } })}
            onClosed={(reason, action) => go({ kind: 'outcome', result: { kind: 'closed', view: step.view, reason, action } })}
          />
        </div>
      );
    case 'outcome':
      return (
        <div key="outcome" className={styles.page}>
          <CosignStepHeading focus={moved}>{cosignOutcomeTitle(text, step.result)}</CosignStepHeading>
          <CosignOutcome text={text} result={step.result} />
        </div>
      );
  }
}
