// The dashboards' charts (Fluent UI charts, only in the telemetry route's chunk). Each is a figure
// named by its panel; the charts' own points are reachable by keyboard and name their values, and
// the panel around each gives the same numbers as a summary sentence and a table
// (TelemetryDashboardPage).
import { HorizontalBarChart, LineChart, VerticalBarChart, type ChartProps, type LineChartPoints, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // The charts size themselves to their box; the box keeps them from growing past the panel.
  box: { width: '100%', minWidth: 0, overflow: 'hidden' },
});

const palette = ['#0f6cbd', '#c50f1f', '#107c10', '#8764b8', '#ca5010', '#038387'];

export interface SeriesPoint {
  time: Date;
  value: number;
}

export function TimeSeriesChart(props: { title: string; series: { legend: string; points: SeriesPoint[]; dashed?: boolean }[]; culture: string; height?: number }) {
  const styles = useStyles();
  const lineChartData: LineChartPoints[] = props.series.map((series, index) => ({
    legend: series.legend,
    color: palette[index % palette.length],
    data: series.points.map((point) => ({ x: point.time, y: point.value })),
    ...(series.dashed ? { lineOptions: { strokeDasharray: '5 3' } } : {}),
  }));
  return (
    <div className={styles.box} role="figure" aria-label={props.title}>
      <LineChart data={{ chartTitle: props.title, lineChartData }} culture={props.culture} height={props.height ?? 260} />
    </div>
  );
}

export function BucketBarChart(props: { title: string; legend: string; bars: { label: string; value: number }[]; culture: string }) {
  const styles = useStyles();
  const data: VerticalBarChartDataPoint[] = props.bars.map((bar) => ({ x: bar.label, y: bar.value, legend: props.legend, color: palette[1] }));
  return (
    <div className={styles.box} role="figure" aria-label={props.title}>
      <VerticalBarChart data={data} chartTitle={props.title} culture={props.culture} height={220} hideLegend useSingleColor />
    </div>
  );
}

export function RankedBarChart(props: { title: string; bars: { label: string; value: number; text: string }[]; legend: string; culture: string }) {
  const styles = useStyles();
  const max = Math.max(1, ...props.bars.map((bar) => bar.value));
  const data: ChartProps[] = props.bars.map((bar) => ({
    chartTitle: bar.label,
    chartData: [{ legend: props.legend, horizontalBarChartdata: { x: Math.round(bar.value), y: max }, color: palette[4], xAxisCalloutData: bar.label, yAxisCalloutData: bar.text }],
  }));
  return (
    <div className={styles.box} role="figure" aria-label={props.title}>
      <HorizontalBarChart data={data} culture={props.culture} />
    </div>
  );
}
