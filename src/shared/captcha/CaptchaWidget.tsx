// The captcha's solver: ALTCHA's own proof-of-work engine (`altcha/lib`, the code inside the ALTCHA
// widget) over a challenge from the portal API, in same-origin workers. Its badge is hidden (spec §9):
// nothing is drawn while it works, and the member only sees something when the check cannot finish,
// with a button to try again. The widget's web component itself is not used: it is a Svelte element
// that creates a Trusted Types policy of its own ('svelte-trusted-html'), which the portal's CSP
// (`trusted-types webpack default`) rightly refuses; its engine needs no such policy.
import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import { useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { captchaStrings } from './captchaStrings.ts';
import { CaptchaUnavailableError, type CaptchaWidgetProps } from './useCaptcha.tsx';

/** The workers of the two algorithms the API may ask for, as same-origin scripts (strict CSP, no blob: workers). */
function createWorker(algorithm: string): Worker {
  if (algorithm === 'SHA-256') return new Worker(new URL('./shaWorker.ts', import.meta.url));
  if (algorithm === 'PBKDF2/SHA-256') return new Worker(new URL('./pbkdf2Worker.ts', import.meta.url));
  throw new Error(`Unsupported captcha algorithm ${algorithm}`);
}

/** The payload the API reads: what the ALTCHA widget sends (base64 JSON of the challenge and its solution). */
function payloadOf(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

export function CaptchaWidget(props: CaptchaWidgetProps) {
  const { t } = useNamespace('captcha', captchaStrings);
  const { api } = useServices();
  const [failed, setFailed] = useState(false);
  const { onSolved, onFailed } = props;

  useEffect(() => {
    const controller = new AbortController();
    const solve = async () => {
      const challenge = (await api.auth.captchaChallenge({ signal: controller.signal, skipErrorPolicy: true })) as Challenge;
      const solution = await solveChallengeWorkers({ challenge, concurrency: 2, controller, createWorker, counterMode: 'uint32', timeout: 60_000 });
      if (controller.signal.aborted) return;
      if (!solution) throw new CaptchaUnavailableError();
      onSolved(payloadOf(challenge, solution));
    };
    solve().catch(() => {
      if (controller.signal.aborted) return;
      setFailed(true);
      onFailed(new CaptchaUnavailableError());
    });
    return () => controller.abort();
  }, [api, onSolved, onFailed]);

  return failed ? (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{t('failed')}</MessageBarBody>
      <MessageBarActions>
        <Button type="button" onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  ) : null;
}
