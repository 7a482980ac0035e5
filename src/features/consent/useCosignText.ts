// The words the co-signing page builds from a decision: option names, the items in words (as the
// e-mails say them: "3 embryos (#12)"), dates in the clinic's time zone, and how to reach the clinic.
import type { CosignView } from '../../../contract/api/consent.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale, type PortalLocale } from '../../i18n/locales.ts';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { contactText } from '../../shared/format/contactText.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { cosignStrings } from './cosignStrings.ts';
import type { Strings as CosignStrings } from './locales/en-US/cosign.ts';

/** The options a joint decision names (DispositionOption), each with its words. */
type CosignOption = keyof CosignStrings['option'];

export type CosignItem = CosignView['items'][number];

export function useCosignText() {
  const { t, i18n } = useNamespace('consent', cosignStrings);
  const center = useSessionState((s) => s.center);
  const locale: PortalLocale = toPortalLocale(i18n.language) ?? 'en-US';
  const contact = contactText(center?.contact, center?.countryCode ?? '');

  const count = (item: CosignItem) => t(item.itemTypeId === 'CRY' ? 'count.embryos' : 'count.items', { count: item.count });
  /** The clinic's name: the decision's once it is known, else the clinic of this address ('' if none). */
  const clinicName = (view?: CosignView | null) => view?.clinicName || center?.name || '';

  return {
    t,
    locale,
    clinicName,
    date: (iso: string) => formatDate(iso, locale, center?.timeZone),
    optionName: (option: string) => t(`option.${option as CosignOption}`),
    count,
    itemsInWords: (items: readonly CosignItem[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items.map((item) => `${count(item)} (#${item.id})`)),
    /** "Please contact Northside Fertility: 555 0100." — with the clinic's contact when it has one. */
    contactLine: (view?: CosignView | null, wording: 'contact' | 'stuck' | 'changeMind' = 'contact') => {
      const clinic = clinicName(view) || t('yourClinic');
      return contact ? t(`${wording}.with`, { clinic, contact }) : t(`${wording}.plain`, { clinic });
    },
  };
}

export type CosignText = ReturnType<typeof useCosignText>;
