// Namespace 'loginMaintenance' in Spanish.
import type { Strings } from '../en-US/loginMaintenance.ts';

export const strings: Strings = {
  maintenanceClinic: 'Mantenimiento programado en {{clinic}}',
  maintenanceSite: 'Mantenimiento programado del portal',
  maintenanceScheduled: 'El portal no estará disponible desde el {{start}} hasta el {{end}} ({{zone}}).',
  maintenanceScheduledOpenEnd: 'El portal no estará disponible desde el {{start}} ({{zone}}) hasta que termine el trabajo.',
  maintenanceNow: 'El portal no está disponible hasta el {{end}} ({{zone}}).',
  maintenanceNowOpenEnd: 'El portal no está disponible hasta que termine el trabajo.',
};
