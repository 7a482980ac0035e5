// Words of the support dashboards and the operation trace (namespace `adminTelemetry`, issue 14).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const telemetryStrings = defineNamespace('adminTelemetry', {
  'en-US': () => import(/* webpackChunkName: "strings-adminTelemetry-en-US" */ './locales/en-US/telemetry.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminTelemetry-en-GB" */ './locales/en-GB/telemetry.ts'),
  es: () => import(/* webpackChunkName: "strings-adminTelemetry-es" */ './locales/es/telemetry.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminTelemetry-fr" */ './locales/fr/telemetry.ts'),
});
