// One operation end to end (/admin/telemetry/operations/:operationId, issue 14): an indented
// waterfall — the browser's page and its call, the API request it started, the API's database,
// PayPal, content and mail calls — each with its start, duration and outcome as words as well as a
// bar; and the kept session replay, if any, played with rrweb-player (still masked), which is loaded
// only when asked for on this page.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Body1, Button, Caption1, Card, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components';
import type { OperationTrace, TraceItem } from '../../../../contract/api/telemetry.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { ApiError } from '../../../services/http/ApiError.ts';
import { LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import { useStaffApi } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { useAdminText } from '../useAdminText.ts';
import { telemetryStrings } from './telemetryStrings.ts';
import type { Strings as TelemetryStrings } from './locales/en-US/telemetry.ts';

/** The trace item kinds the API names (TraceItemKind), each with its words. */
type TraceKind = keyof TelemetryStrings['trace']['kinds'];

const ReplayPlayer = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-telemetry-replay" */ './ReplayPlayer.tsx')).ReplayPlayer }));

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(120px, 40%)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 640px)': { gridTemplateColumns: '1fr' },
  },
  label: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  name: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  track: { position: 'relative', height: '14px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusSmall },
  bar: { position: 'absolute', top: 0, bottom: 0, minWidth: '3px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorBrandBackground },
  spaBar: { backgroundColor: tokens.colorPaletteTealBackground2 },
  failedBar: { backgroundColor: tokens.colorPaletteRedBackground3 },
  pointBar: { backgroundColor: tokens.colorNeutralForeground3, width: '3px' },
  failed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
});

interface Row {
  item: TraceItem;
  depth: number;
  offsetMs: number;
}

/** The items as a tree (by parent id), depth first in time order; items whose parent is unknown are roots. */
export function waterfallRows(items: readonly TraceItem[]): Row[] {
  const start = Math.min(...items.map((item) => Date.parse(item.startUtc)));
  const ids = new Set(items.flatMap((item) => (item.id ? [item.id] : [])));
  const children = new Map<string | null, TraceItem[]>();
  for (const item of items) {
    const parent = item.parentId && ids.has(item.parentId) && item.parentId !== item.id ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const rows: Row[] = [];
  const seen = new Set<TraceItem>();
  const visit = (parent: string | null, depth: number) => {
    const mine = [...(children.get(parent) ?? [])].sort((a, b) => Date.parse(a.startUtc) - Date.parse(b.startUtc));
    for (const item of mine) {
      if (seen.has(item)) continue;
      seen.add(item);
      rows.push({ item, depth, offsetMs: Date.parse(item.startUtc) - start });
      if (item.id) visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

export function OperationTracePage() {
  const { operationId = '' } = useParams();
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const api = useStaffApi();
  const trace = useAsync((signal) => api.telemetryOperation(operationId, signal), [api, operationId]);
  const notFound = trace.status === 'error' && trace.error instanceof ApiError && (trace.error.status === 404 || trace.error.status === 400);
  return (
    <AdminPage
      titleId="trace-title"
      title={t('trace.heading')}
      intro={t('trace.intro', { operationId })}
      back={<RouterLink to={adminPaths.telemetry}>{t('trace.back')}</RouterLink>}
    >
      {trace.status === 'loading' ? <LoadingState /> : null}
      {notFound ? <Body1 role="status">{t('trace.notFound')}</Body1> : null}
      {trace.status === 'error' && !notFound ? <StaffErrorMessage error={trace.error} onRetry={trace.reload} /> : null}
      {trace.status === 'success' ? (
        <>
          <Waterfall trace={trace.data} />
          <ReplaySection trace={trace.data} />
        </>
      ) : null}
    </AdminPage>
  );
}

function Waterfall(props: { trace: OperationTrace }) {
  const styles = useStyles();
  const { t, i18n } = useNamespace('adminTelemetry', telemetryStrings);
  const rows = useMemo(() => waterfallRows(props.trace.items), [props.trace.items]);
  const total = Math.max(1, ...rows.map((row) => row.offsetMs + (row.item.durationMs ?? 0)));
  const ms = (value: number) => Math.round(value).toLocaleString(i18n.language);
  return (
    <Card className={styles.section} role="region" aria-labelledby="trace-waterfall">
      <Subtitle1 as="h2" id="trace-waterfall">
        {t('trace.waterfall')}
      </Subtitle1>
      <ol className={styles.list}>
        {rows.map(({ item, depth, offsetMs }, index) => {
          const failed = item.success === false || item.kind === 'exception';
          const duration = item.durationMs !== null && item.kind !== 'metric' ? t('ms', { value: ms(item.durationMs) }) : t('trace.noDuration');
          const kind = t(`trace.kinds.${item.kind as TraceKind}`);
          const role = t(`roles.${item.role}`, { defaultValue: item.role });
          const width = item.durationMs !== null && item.kind !== 'metric' ? (item.durationMs / total) * 100 : 0;
          return (
            <li key={`${item.id ?? ''}-${String(index)}`} className={styles.row}>
              <div className={styles.label} style={{ paddingInlineStart: `${String(depth * 20)}px` }}>
                <span>
                  <strong>{kind}</strong> <span className={styles.name}>{item.name}</span>
                </span>
                <Caption1 className={styles.meta}>
                  {role}
                  {item.target ? ` · ${item.target}` : ''} · {t('trace.start', { offset: ms(offsetMs) })} · {duration}
                  {item.resultCode ? ' · ' : ''}
                  {item.resultCode ? <span className={failed ? styles.failed : undefined}>{item.resultCode}</span> : null}
                  {failed ? <span className={styles.failed}> · {t('trace.failed')}</span> : item.success === true ? ` · ${t('trace.succeeded')}` : null}
                </Caption1>
              </div>
              <div className={styles.track} aria-hidden="true">
                <div
                  className={mergeClasses(styles.bar, item.role === 'portal-spa' && styles.spaBar, failed && styles.failedBar, width === 0 && styles.pointBar)}
                  style={{ left: `${String(Math.min(99.5, (offsetMs / total) * 100))}%`, width: width > 0 ? `${String(width)}%` : undefined }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function ReplaySection(props: { trace: OperationTrace }) {
  const styles = useStyles();
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const text = useAdminText();
  const [open, setOpen] = useState(false);
  const replay = props.trace.replay;
  return (
    <Card className={styles.section} role="region" aria-labelledby="trace-replay">
      <Subtitle1 as="h2" id="trace-replay">
        {t('trace.replay.heading')}
      </Subtitle1>
      {replay === null ? (
        <Body1>{t('trace.replay.none')}</Body1>
      ) : (
        <>
          <Body1>{t('trace.replay.intro', { time: text.dateTime(replay.startedAtUtc), reason: t(`trace.replay.reasons.${replay.reason}`), count: replay.chunks })}</Body1>
          {open ? (
            <Suspense fallback={<LoadingState label={t('trace.replay.loading')} />}>
              <ReplayPlayer replayId={replay.replayId} />
            </Suspense>
          ) : (
            <div>
              <Button appearance="primary" onClick={() => setOpen(true)}>
                {t('trace.replay.play')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
