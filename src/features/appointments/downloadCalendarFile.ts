// Saves an appointment as an iCalendar file the member's calendar can import.
import type { TFunction } from 'i18next';
import type { Center, CollectionSite } from '../../../contract/api/centers.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { buildCalendarFile } from './buildCalendarFile.ts';
import { siteText } from './CollectionCard.tsx';

export function downloadCalendarFile(item: CollectionAppointment, site: CollectionSite | undefined, center: Center, t: TFunction<'appointments'>): void {
  if (!item.scheduledAtUtc) return;
  const file = buildCalendarFile({
    uid: `collection-${item.inventoryBatchId}-${item.scheduledAtUtc.replace(/[^0-9]/g, '').slice(0, 14)}@${window.location.hostname}`,
    startUtc: item.scheduledAtUtc,
    durationMinutes: item.durationMinutes ?? 60,
    summary: t('calendar.summary', { center: center.name }),
    location: site ? siteText(site) : center.name,
    description: t('calendar.description', { id: item.inventoryBatchId, center: center.name }),
    now: new Date(),
  });
  saveBlob(new Blob([file], { type: 'text/calendar;charset=utf-8' }), `collection-${item.inventoryBatchId}.ics`);
}
