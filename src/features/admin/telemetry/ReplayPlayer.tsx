// A kept session replay played with rrweb-player (issue 14), in its own chunk with its stylesheet, so
// neither is loaded until a trace's replay is asked for. The events are played as recorded: the
// browser masked text, inputs and media before sending, and nothing here unmasks them. The player's
// own control bar is off (it writes its icons with innerHTML, which the page's Trusted Types policy
// refuses): Play / Pause and Restart are Fluent buttons driving the player's API. The portal's
// compiled stylesheet is played from this page's copy (currentStylesheet.ts).
import { useEffect, useRef, useState } from 'react';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import Player from 'rrweb-player';
import playerStylesheet from 'rrweb-player/dist/style.css';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { useStaffApi } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { telemetryStrings } from './telemetryStrings.ts';
import { currentStylesheetHref, withCurrentStylesheet } from './currentStylesheet.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: { width: '100%', overflowX: 'auto' },
  controls: { display: 'flex', gap: tokens.spacingHorizontalS },
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
  const player = useRef<Player | null>(null);
  const [empty, setEmpty] = useState(false);
  const [playing, setPlaying] = useState(false);

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
    const instance = new Player({
      target: element,
      props: {
        events: withCurrentStylesheet(replay.data.events, currentStylesheetHref()) as never,
        width,
        height: Math.round((width * 9) / 16),
        autoPlay: false,
        showController: false,
        skipInactive: true,
      },
    });
    instance.addEventListener('ui-update-player-state', (event) => setPlaying((event as { payload?: unknown }).payload === 'playing'));
    player.current = instance;
    return () => {
      instance.pause();
      player.current = null;
      // The player is a Svelte component (its types do not show Svelte's $destroy, which it has).
      (instance as unknown as { $destroy?: () => void }).$destroy?.();
      element.replaceChildren();
    };
  }, [replay.status, replay.data]);

  if (replay.status === 'loading') return <LoadingState label={t('trace.replay.loading')} />;
  if (replay.status === 'error') return <StaffErrorMessage error={replay.error} onRetry={replay.reload} />;
  if (empty) return <Body1>{t('trace.replay.empty')}</Body1>;
  return (
    <div className={styles.root} role="region" aria-label={t('trace.replay.region')}>
      <div className={styles.controls}>
        <Button appearance="primary" disabled={replay.status !== 'success'} onClick={() => (playing ? player.current?.pause() : player.current?.play())}>
          {playing ? t('trace.replay.pause') : t('trace.replay.playNow')}
        </Button>
        <Button disabled={replay.status !== 'success'} onClick={() => player.current?.goto(0, playing)}>
          {t('trace.replay.restart')}
        </Button>
      </div>
      <div ref={target} className={styles.frame} />
    </div>
  );
}
