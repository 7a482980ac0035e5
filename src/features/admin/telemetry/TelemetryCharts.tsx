// The dashboards' time series (Fluent UI's LineChart in a chunk of its own, which the dashboards page
// loads after showing the numbers; one chart type keeps it as small as the library allows, and the
// ranked panels are tables). Each is a figure
// named by its panel; the charts' own points are reachable by keyboard and name their values, and
// the panel around each gives the same numbers as a summary sentence and a table
// (TelemetryDashboardPage).
import { LineChart, ResponsiveContainer, type LineChartPoints } from '@fluentui/react-charts';
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
      {/* The container measures its box (and follows it on resize): the chart is drawn at that width. */}
      <ResponsiveContainer height={props.height ?? 260}>
        {/* Room on the right for the last time label. */}
        <LineChart data={{ chartTitle: props.title, lineChartData }} culture={props.culture} margins={{ left: 40, right: 36, top: 20, bottom: 35 }} />
      </ResponsiveContainer>
    </div>
  );
}
