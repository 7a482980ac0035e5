// Namespace 'adminTelemetry' in English (UK).
import { strings as enUS, type Strings } from '../en-US/telemetry.ts';

export const strings: Strings = {
  ...enUS,
  intro: 'How the portal is doing for members: sign-ins, API errors and speed, slow pages, payment declines, client errors and the operations that failed.',
};
