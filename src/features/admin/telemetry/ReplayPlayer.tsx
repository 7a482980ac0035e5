// A kept session replay played with rrweb-player (issue 14), in its own chunk with its stylesheet, so
// neither is loaded until a trace's replay is asked for. The events are played as recorded: the
// browser masked text, inputs and media before sending, and nothing here unmasks them.
import { useEffect, useRef, useState } from 'react';
import { Body1, makeStyles } from '@fluentui/react-components';
import Player from 'rrweb-player';
import playerStylesheet from 'rrweb-player/dist/style.css';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { useStaffApi } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { telemetryStrings } from './telemetryStrings.ts';

const useStyles = makeStyles({
  frame: { width: '100%', overflowX: 'auto' },
});

/** Links the player's stylesheet once (a file of this origin: the CSP's style-src 'self'). */
function linkStylesheet(href: string): void {
  if (!href || document.querySelector(`link[data-rrweb-player]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.rrwebPlayer = 'true';
  document.head.append(link);
}

export function ReplayPlayer(props: { replayId: string }) {
  const styles = useStyles();
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const api = useStaffApi();
  const replay = useAsync((signal) => api.telemetryReplay(props.replayId, signal), [api, props.replayId]);
  const target = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (replay.status !== 'success' || !element) return;
    // rrweb needs a full snapshot and one more event to play anything.
    if (replay.data.events.length < 2) {
      setEmpty(true);
      return;
    }
    linkStylesheet(playerStylesheet);
    const width = Math.max(280, Math.min(1024, element.clientWidth || 1024));
    const player = new Player({
      target: element,
      props: { events: replay.data.events as never, width, height: Math.round((width * 9) / 16), autoPlay: false, showController: true, skipInactive: true },
    });
    return () => {
      player.pause();
      // The player is a Svelte component (its types do not show Svelte's $destroy, which it has).
      (player as unknown as { $destroy?: () => void }).$destroy?.();
      element.replaceChildren();
    };
  }, [replay.status, replay.data]);

  if (replay.status === 'loading') return <LoadingState label={t('trace.replay.loading')} />;
  if (replay.status === 'error') return <StaffErrorMessage error={replay.error} onRetry={replay.reload} />;
  if (empty) return <Body1>{t('trace.replay.empty')}</Body1>;
  return <div ref={target} className={styles.frame} role="region" aria-label={t('trace.replay.region')} />;
}
