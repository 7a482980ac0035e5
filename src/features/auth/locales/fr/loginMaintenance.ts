// Namespace 'loginMaintenance' in French.
import type { Strings } from '../en-US/loginMaintenance.ts';

export const strings: Strings = {
  maintenanceClinic: 'Maintenance prévue chez {{clinic}}',
  maintenanceSite: 'Maintenance prévue du portail',
  maintenanceScheduled: 'Le portail sera indisponible du {{start}} au {{end}} ({{zone}}).',
  maintenanceScheduledOpenEnd: 'Le portail sera indisponible à partir du {{start}} ({{zone}}) jusqu’à la fin des travaux.',
  maintenanceNow: 'Le portail est indisponible jusqu’au {{end}} ({{zone}}).',
  maintenanceNowOpenEnd: 'Le portail est indisponible jusqu’à la fin des travaux.',
};
