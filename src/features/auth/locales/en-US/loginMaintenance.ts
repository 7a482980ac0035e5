// Namespace 'loginMaintenance' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  maintenanceClinic: 'Planned maintenance at {{clinic}}',
  maintenanceSite: 'Planned maintenance of the portal',
  maintenanceScheduled: 'The portal will be unavailable from {{start}} until {{end}} ({{zone}}).',
  maintenanceScheduledOpenEnd: 'The portal will be unavailable from {{start}} ({{zone}}) until the work is finished.',
  maintenanceNow: 'The portal is unavailable until {{end}} ({{zone}}).',
  maintenanceNowOpenEnd: 'The portal is unavailable until the work is finished.',
};

export type Strings = typeof strings;
