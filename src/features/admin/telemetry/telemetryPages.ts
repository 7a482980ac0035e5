// The support dashboards' pages, one lazy chunk (admin-telemetry) with the charts library; the replay
// player is a chunk of its own, loaded from the trace page.
export { TelemetryDashboardPage } from './TelemetryDashboardPage.tsx';
export { OperationTracePage } from './OperationTracePage.tsx';
