// Texts of the maintenance notice on the sign-in page (loaded only when there is maintenance to announce).
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  maintenanceClinic: 'Planned maintenance at {{clinic}}',
  maintenanceSite: 'Planned maintenance of the portal',
  maintenanceScheduled: 'The portal will be unavailable from {{start}} until {{end}} ({{zone}}).',
  maintenanceScheduledOpenEnd: 'The portal will be unavailable from {{start}} ({{zone}}) until the work is finished.',
  maintenanceNow: 'The portal is unavailable until {{end}} ({{zone}}).',
  maintenanceNowOpenEnd: 'The portal is unavailable until the work is finished.',
};

const es: typeof enUS = {
  maintenanceClinic: 'Mantenimiento programado en {{clinic}}',
  maintenanceSite: 'Mantenimiento programado del portal',
  maintenanceScheduled: 'El portal no estará disponible desde el {{start}} hasta el {{end}} ({{zone}}).',
  maintenanceScheduledOpenEnd: 'El portal no estará disponible desde el {{start}} ({{zone}}) hasta que termine el trabajo.',
  maintenanceNow: 'El portal no está disponible hasta el {{end}} ({{zone}}).',
  maintenanceNowOpenEnd: 'El portal no está disponible hasta que termine el trabajo.',
};

const fr: typeof enUS = {
  maintenanceClinic: 'Maintenance prévue chez {{clinic}}',
  maintenanceSite: 'Maintenance prévue du portail',
  maintenanceScheduled: 'Le portail sera indisponible du {{start}} au {{end}} ({{zone}}).',
  maintenanceScheduledOpenEnd: 'Le portail sera indisponible à partir du {{start}} ({{zone}}) jusqu’à la fin des travaux.',
  maintenanceNow: 'Le portail est indisponible jusqu’au {{end}} ({{zone}}).',
  maintenanceNowOpenEnd: 'Le portail est indisponible jusqu’à la fin des travaux.',
};

export const loginMaintenanceStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
