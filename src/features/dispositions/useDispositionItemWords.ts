// How the option pages name a stored item and an option, in the member's language.
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { DispositionOption } from '../../../contract/domain/dispositionOptions.ts';
import type { ItemTypeCode } from '../../i18n/common/en-US.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { dispositionStrings } from './dispositionStrings.ts';

export function useDispositionItemWords(locale: string, timeZone: string) {
  const { t } = useNamespace('dispositions', dispositionStrings);
  const itemType = (event: FreezeEvent) => t(`itemType.${event.itemTypeId as ItemTypeCode}`, { ns: 'common' });
  return {
    itemName: (event: FreezeEvent) => `${itemType(event)} · ${t('items.count', { count: event.count })} (#${event.id})`,
    itemLabel: (event: FreezeEvent) =>
      t('items.label', {
        type: itemType(event),
        count: t('items.count', { count: event.count }),
        date: formatDate(event.frozenOn, locale, timeZone),
        place: event.storageLocation,
        id: event.id,
      }),
    optionName: (o: DispositionOption) => t(`optionName.${o}`),
  };
}
