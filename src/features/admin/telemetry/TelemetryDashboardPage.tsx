// The support dashboards (/admin/telemetry, issue 14): sign-ins and failures over time per clinic,
// API error rate and p95 per route (a sortable table), the slowest pages by LCP and INP, payment
// declines, client and API errors grouped by message, and the operations that failed, each opening
// its end-to-end trace. The time range and clinic are kept in the address; every chart has its
// numbers as a sentence and a table beside it. The API decides whose telemetry is shown.
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState, type ComponentProps, type ReactNode, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Spinner,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { TelemetryOverview } from '../../../../contract/api/telemetry.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { AdminPage, useAdminPageStyles } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import { ClinicFilter } from '../ClinicFilter.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StackedTable } from '../../../shared/StackedTable.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { useAdminText } from '../useAdminText.ts';
import { useFilterParams } from '../useFilterParams.ts';
import { useStackedTableStyles } from '../../../shared/useStackedTableStyles.ts';
import { customRangeValid, fromLocalInput, rangeFromParams, rangeKeys, rangeQuery, toLocalInput, type RangeKey } from './telemetryRange.ts';
import { telemetryStrings } from './telemetryStrings.ts';

// The charts library is large: its own chunk, loaded by this page after the numbers are shown
// (docs/adr/0006). When it cannot be fetched, each chart says so and the page keeps its tables.
function ChartUnavailable() {
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  return <Caption1 role="note">{t('chartUnavailable')}</Caption1>;
}
const LazyTimeSeriesChart = lazy(async () => {
  try {
    return { default: (await import(/* webpackChunkName: "admin-telemetry-charts" */ './TelemetryCharts.tsx')).TimeSeriesChart };
  } catch {
    return { default: ChartUnavailable };
  }
});

function TimeSeriesChart(props: ComponentProps<typeof LazyTimeSeriesChart>) {
  return (
    <Suspense fallback={<Spinner size="small" style={{ minHeight: `${String(props.height ?? 260)}px` }} />}>
      <LazyTimeSeriesChart {...props} />
    </Suspense>
  );
}

const useStyles = makeStyles({
  filter: { minWidth: '180px', '@media (max-width: 640px)': { minWidth: '100%' } },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))',
  },
  wide: { gridColumn: '1 / -1' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, padding: tokens.spacingHorizontalL },
  details: { '& > summary': { cursor: 'pointer', color: tokens.colorBrandForeground1, padding: `${tokens.spacingVerticalXS} 0` } },
  meta: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center', color: tokens.colorNeutralForeground3 },
  numeric: { fontVariantNumeric: 'tabular-nums' },
  sortButton: { minWidth: 0, padding: 0, fontWeight: tokens.fontWeightSemibold },
  routeColumn: { width: '40%' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

type Overview = TelemetryOverview;
type RouteRow = Overview['apiRoutes'][number];
type SortColumn = 'route' | 'requests' | 'failed' | 'errorRate' | 'p95Ms';

export function TelemetryDashboardPage() {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t, i18n } = useNamespace('adminTelemetry', telemetryStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const filters = useFilterParams();
  const { clinicId } = filters;
  const range = rangeFromParams(filters.params);
  const rangeKey = `${range.key}|${range.from ?? ''}|${range.to ?? ''}`;
  const overview = useAsync((signal) => api.telemetryOverview({ ...rangeQuery(range, Date.now()), clinicId }, signal), [api, rangeKey, clinicId]);

  const clinicName = (id: number | null) => (id === null ? t('noClinic') : (session.clinics.find((clinic) => clinic.id === id)?.name ?? `#${String(id)}`));

  return (
    <AdminPage titleId="telemetry-title" title={t('heading')} intro={t('intro')}>
      <RangeFilters
        key={rangeKey}
        range={range.key}
        from={range.from}
        to={range.to}
        clinicId={clinicId}
        onApply={(changes) => filters.apply(changes)}
        onRefresh={overview.reload}
      />
      {overview.status === 'loading' ? <LoadingState /> : null}
      {overview.status === 'error' ? <StaffErrorMessage error={overview.error} onRetry={overview.reload} /> : null}
      {overview.status === 'success' ? (
        <>
          <div className={styles.meta}>
            <Caption1>
              {t('showing', { from: text.dateTime(overview.data.from), to: text.dateTime(overview.data.to), bucket: bucketText(overview.data.bucketMinutes, t) })}
            </Caption1>
            <Badge appearance="outline" color="informative">
              {t(`source.${overview.data.source}`)}
            </Badge>
          </div>
          <div className={styles.grid}>
            <SignInPanel data={overview.data} clinicName={clinicName} culture={i18n.language} />
            <DeclinePanel data={overview.data} clinicName={clinicName} culture={i18n.language} />
            <Panel id="api" title={t('api.heading')} wide>
              {overview.data.apiRoutes.length === 0 ? <Body1>{t('noData')}</Body1> : <RouteTable rows={overview.data.apiRoutes} />}
            </Panel>
            <PagePanel data={overview.data} culture={i18n.language} />
            <Panel id="exceptions" title={t('exceptions.heading')}>
              {overview.data.exceptions.length === 0 ? (
                <Body1>{t('noData')}</Body1>
              ) : (
                <StackedTable
                  aria-label={t('exceptions.table')}
                  size="small"
                  rows={overview.data.exceptions}
                  rowKey={(row) => `${row.role}|${row.message}`}
                  columns={[
                    { label: t('exceptions.message'), cell: (row) => <Breakable className={styles.mono} text={row.message} /> },
                    { label: t('exceptions.role'), cell: (row) => t(`roles.${row.role}`, { defaultValue: row.role }) },
                    { label: t('exceptions.count'), cell: (row) => <span className={styles.numeric}>{row.count}</span> },
                    {
                      label: t('exceptions.lastSeen'),
                      cell: (row) => (
                        <>
                          {text.dateTime(row.lastSeenUtc)}
                          {row.operationId ? (
                            <Caption1 className={pageStyles.secondary}>
                              <RouterLink to={adminPaths.operation(row.operationId)}>{t('exceptions.open')}</RouterLink>
                            </Caption1>
                          ) : null}
                        </>
                      ),
                    },
                  ]}
                />
              )}
            </Panel>
            <Panel id="failed" title={t('failed.heading')} wide>
              {overview.data.failedOperations.length === 0 ? (
                <Body1>{t('noData')}</Body1>
              ) : (
                <StackedTable
                  aria-label={t('failed.table')}
                  size="small"
                  rows={overview.data.failedOperations}
                  rowKey={(row) => row.operationId}
                  columns={[
                    { label: t('failed.when'), cell: (row) => text.dateTime(row.timeUtc) },
                    {
                      label: t('failed.name'),
                      cell: (row) => (
                        <>
                          <Breakable className={styles.mono} text={row.name} />
                          <Caption1 className={pageStyles.secondary}>{t(`roles.${row.role}`, { defaultValue: row.role })}</Caption1>
                        </>
                      ),
                    },
                    { label: t('failed.result'), cell: (row) => (row.resultCode ? <span className={styles.bad}>{row.resultCode}</span> : '—') },
                    { label: t('failed.clinic'), cell: (row) => clinicName(row.clinicId) },
                    { label: t('failed.replay'), cell: (row) => (row.hasReplay ? t('failed.hasReplay') : '—') },
                    {
                      label: t('failed.open'),
                      cell: (row) => (
                        <RouterLink to={adminPaths.operation(row.operationId)} aria-label={t('failed.openLabel', { name: row.name, time: text.dateTime(row.timeUtc) })}>
                          {t('failed.open')}
                        </RouterLink>
                      ),
                    },
                  ]}
                />
              )}
            </Panel>
          </div>
        </>
      ) : null}
    </AdminPage>
  );
}

/** Every bucket start of the range (the API lists only buckets with something in them). */
export function bucketStarts(fromIso: string, toIso: string, minutes: number): number[] {
  const width = minutes * 60_000;
  const starts: number[] = [];
  for (let start = Math.floor(Date.parse(fromIso) / width) * width; start < Date.parse(toIso) && starts.length < 2000; start += width) starts.push(start);
  return starts;
}

/** One value per bucket of the range, 0 where the API has no row. */
function filledSeries<Row extends { bucketStartUtc: string }>(overview: Overview, rows: readonly Row[], value: (row: Row) => number) {
  const byStart = new Map(rows.map((row) => [Date.parse(row.bucketStartUtc), value(row)]));
  return bucketStarts(overview.from, overview.to, overview.bucketMinutes).map((start) => ({ time: new Date(start), value: byStart.get(start) ?? 0 }));
}

/** A route or name with a line-break chance after each slash, so it wraps at its parts. */
function Breakable(props: { text: string; className?: string }) {
  const parts = props.text.split('/');
  return (
    <span className={props.className}>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </span>
      ))}
    </span>
  );
}

function bucketText(minutes: number, t: TFunction<'adminTelemetry'>): string {
  if (minutes % 1440 === 0) return t('bucket.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('bucket.hours', { count: minutes / 60 });
  return t('bucket.minutes', { count: minutes });
}

function RangeFilters(props: {
  range: RangeKey;
  from: string | undefined;
  to: string | undefined;
  clinicId: number | undefined;
  onApply: (changes: Record<string, string>) => void;
  onRefresh: () => void;
}) {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const [key, setKey] = useState<RangeKey>(props.range);
  // The custom range starts as the range shown (the last 24 hours unless a custom one is set).
  const [from, setFrom] = useState(() => toLocalInput(props.from ?? new Date(Date.now() - 86_400_000).toISOString()));
  const [to, setTo] = useState(() => toLocalInput(props.to ?? new Date(Date.now()).toISOString()));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (key !== 'custom') {
      setInvalid(false);
      props.onApply({ range: key === '24h' ? '' : key, from: '', to: '' });
      return;
    }
    const fromIso = fromLocalInput(from);
    const toIso = fromLocalInput(to);
    if (!fromIso || !toIso || !customRangeValid(fromIso, toIso)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    props.onApply({ range: 'custom', from: fromIso, to: toIso });
  };

  return (
    <form className={pageStyles.filters} onSubmit={submit} noValidate aria-label={t('filters')}>
      <Field label={t('range')} className={styles.filter}>
        <Select value={key} onChange={(_event, data) => setKey(data.value as RangeKey)}>
          {rangeKeys.map((option) => (
            <option key={option} value={option}>
              {t(`ranges.${option}`)}
            </option>
          ))}
        </Select>
      </Field>
      {key === 'custom' ? (
        <>
          <Field label={t('from')} className={styles.filter} validationMessage={invalid ? t('customInvalid') : undefined}>
            <Input type="datetime-local" value={from} onChange={(_event, data) => setFrom(data.value)} />
          </Field>
          <Field label={t('to')} className={styles.filter}>
            <Input type="datetime-local" value={to} onChange={(_event, data) => setTo(data.value)} />
          </Field>
        </>
      ) : null}
      <ClinicFilter label={t('clinic')} className={styles.filter} value={props.clinicId} onChange={(value) => props.onApply({ clinicId: value })} />
      <Button type="submit" appearance="primary">
        {t('apply')}
      </Button>
      <Button onClick={props.onRefresh}>{t('refresh')}</Button>
    </form>
  );
}

function Panel(props: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const headingId = `telemetry-${props.id}`;
  return (
    <Card className={mergeClasses(styles.panel, props.wide && styles.wide)} role="region" aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {props.title}
      </Subtitle1>
      {props.children}
    </Card>
  );
}

function NumbersTable(props: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  return (
    <details className={styles.details}>
      <summary>{t('showTable')}</summary>
      {props.children}
    </details>
  );
}

function SignInPanel(props: { data: Overview; clinicName: (id: number | null) => string; culture: string }) {
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const text = useAdminText();
  const rows = props.data.signIns;
  const totals = rows.reduce((sum, row) => ({ succeeded: sum.succeeded + row.succeeded, failed: sum.failed + row.failed }), { succeeded: 0, failed: 0 });
  const series = useMemo(() => {
    const clinics = [...new Set(rows.map((row) => row.clinicId))];
    return clinics.flatMap((clinicId) => {
      const mine = rows.filter((row) => row.clinicId === clinicId);
      const points = (pick: (row: (typeof rows)[number]) => number) => filledSeries(props.data, mine, pick);
      const name = props.clinicName(clinicId);
      return [
        { legend: t('signIns.succeeded', { clinic: name }), points: points((row) => row.succeeded) },
        { legend: t('signIns.failed', { clinic: name }), points: points((row) => row.failed), dashed: true },
      ];
    });
  }, [rows, props, t]);
  return (
    <Panel id="sign-ins" title={t('signIns.heading')}>
      {rows.length === 0 ? (
        <Body1>{t('noData')}</Body1>
      ) : (
        <>
          <Body1>{t('signIns.summary', totals)}</Body1>
          <TimeSeriesChart title={t('signIns.heading')} series={series} culture={props.culture} />
          <NumbersTable>
            <StackedTable
              aria-label={t('signIns.table')}
              size="small"
              rows={rows}
              rowKey={(row) => `${row.bucketStartUtc}|${String(row.clinicId)}`}
              columns={[
                { label: t('signIns.bucket'), cell: (row) => text.dateTime(row.bucketStartUtc) },
                { label: t('signIns.clinic'), cell: (row) => props.clinicName(row.clinicId) },
                { label: t('signIns.succeededColumn'), cell: (row) => row.succeeded },
                { label: t('signIns.failedColumn'), cell: (row) => row.failed },
              ]}
            />
          </NumbersTable>
        </>
      )}
    </Panel>
  );
}

function DeclinePanel(props: { data: Overview; clinicName: (id: number | null) => string; culture: string }) {
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const text = useAdminText();
  const rows = props.data.paymentDeclines;
  const total = rows.reduce((sum, row) => sum + row.declined, 0);
  const series = useMemo(() => {
    const clinics = [...new Set(rows.map((row) => row.clinicId))];
    return clinics.map((clinicId) => ({
      legend: `${props.clinicName(clinicId)}: ${t('declines.legend')}`,
      points: filledSeries(
        props.data,
        rows.filter((row) => row.clinicId === clinicId),
        (row) => row.declined,
      ),
    }));
  }, [rows, props, t]);
  return (
    <Panel id="declines" title={t('declines.heading')}>
      {rows.length === 0 ? (
        <Body1>{t('noData')}</Body1>
      ) : (
        <>
          <Body1>{t('declines.summary', { count: total })}</Body1>
          <TimeSeriesChart title={t('declines.heading')} series={series} culture={props.culture} height={220} />
          <NumbersTable>
            <StackedTable
              aria-label={t('declines.table')}
              size="small"
              rows={rows}
              rowKey={(row) => `${row.bucketStartUtc}|${String(row.clinicId)}`}
              columns={[
                { label: t('declines.bucket'), cell: (row) => text.dateTime(row.bucketStartUtc) },
                { label: t('declines.clinic'), cell: (row) => props.clinicName(row.clinicId) },
                { label: t('declines.declined'), cell: (row) => row.declined },
              ]}
            />
          </NumbersTable>
        </>
      )}
    </Panel>
  );
}

function PagePanel(props: { data: Overview; culture: string }) {
  const { t } = useNamespace('adminTelemetry', telemetryStrings);
  const rows = props.data.slowPages;
  const ms = (value: number | null) => (value === null ? '—' : t('ms', { value: Math.round(value).toLocaleString(props.culture) }));
  return (
    <Panel id="pages" title={t('pages.heading')}>
      {rows.length === 0 ? (
        <Body1>{t('noData')}</Body1>
      ) : (
        <>
          <Body1>{t('pages.summary')}</Body1>
          <StackedTable
            aria-label={t('pages.table')}
            size="small"
            rows={rows}
            rowKey={(row) => row.route}
            columns={[
              { label: t('pages.route'), cell: (row) => row.route },
              { label: t('pages.lcp'), cell: (row) => ms(row.lcpP75Ms) },
              { label: t('pages.inp'), cell: (row) => ms(row.inpP75Ms) },
              { label: t('pages.samples'), cell: (row) => row.samples },
            ]}
          />
        </>
      )}
    </Panel>
  );
}

/** API routes with their error rate and p95, sortable by every column (keyboard: the header buttons). */
function RouteTable(props: { rows: readonly RouteRow[] }) {
  const styles = useStyles();
  const tableStyles = useStackedTableStyles();
  const { t, i18n } = useNamespace('adminTelemetry', telemetryStrings);
  const [sort, setSort] = useState<{ column: SortColumn; ascending: boolean }>({ column: 'failed', ascending: false });
  const sorted = useMemo(() => {
    const rows = [...props.rows];
    rows.sort((a, b) => {
      const order = sort.column === 'route' ? a.route.localeCompare(b.route) : a[sort.column] - b[sort.column];
      return sort.ascending ? order : -order;
    });
    return rows;
  }, [props.rows, sort]);
  const number = (value: number, digits = 0) => value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  const columns: { key: SortColumn; label: string; cell: (row: RouteRow) => ReactNode }[] = [
    { key: 'route', label: t('api.route'), cell: (row) => <Breakable className={styles.mono} text={row.route} /> },
    { key: 'requests', label: t('api.requests'), cell: (row) => number(row.requests) },
    { key: 'failed', label: t('api.failed'), cell: (row) => (row.failed > 0 ? <span className={styles.bad}>{number(row.failed)}</span> : '0') },
    { key: 'errorRate', label: t('api.errorRate'), cell: (row) => row.errorRate.toLocaleString(i18n.language, { style: 'percent', maximumFractionDigits: 1 }) },
    { key: 'p95Ms', label: t('api.p95'), cell: (row) => t('ms', { value: number(row.p95Ms) }) },
  ];
  return (
    <Table className={tableStyles.table} size="small" aria-label={t('api.table')}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => {
            const active = sort.column === column.key;
            return (
              <TableHeaderCell
                key={column.key}
                className={column.key === 'route' ? styles.routeColumn : undefined}
                aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
              >
                <Button
                  appearance="transparent"
                  size="small"
                  className={styles.sortButton}
                  aria-label={t('api.sortBy', { column: column.label })}
                  onClick={() => setSort(active ? { column: column.key, ascending: !sort.ascending } : { column: column.key, ascending: column.key === 'route' })}
                >
                  {column.label}
                  {active ? (sort.ascending ? ' ▲' : ' ▼') : ''}
                </Button>
              </TableHeaderCell>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row.route}>
            {columns.map((column) => (
              <TableCell key={column.key} data-label={column.label}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
