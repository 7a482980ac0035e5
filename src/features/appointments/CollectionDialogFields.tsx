// What the collection dialog asks for each action: another collection site, a reason to cancel the
// appointment (with its length limits), or a confirmation to cancel the collection.
import { Body1, Field, Select, Textarea } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { CollectionSite } from '../../../contract/api/centers.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import { cancelAppointmentReasonLength, type CollectionAction } from '../../../contract/domain/collectionAppointmentRules.ts';
import { siteText } from './CollectionCard.tsx';

const collectedStates: readonly string[] = ['AppointmentComplete', 'TransportEligible', 'TransportScheduled'];

export interface CollectionDialogFieldsProps {
  action: Exclude<CollectionAction, 'resendEnrollmentPackage'>;
  item: CollectionAppointment;
  sites: readonly CollectionSite[];
  /** The appointment's date and time, in words. */
  when: string;
  siteChoice: string;
  onSiteChoice: (value: string) => void;
  reason: string;
  reasonTooShort: boolean;
  onReason: (value: string) => void;
  t: TFunction<'appointments'>;
}

export function CollectionDialogFields(props: CollectionDialogFieldsProps) {
  const { action, item, t } = props;
  switch (action) {
    case 'changeSite':
      return (
        <>
          <Body1 block>{t('changeSite.body', { id: item.inventoryBatchId })}</Body1>
          <Field label={t('changeSite.label')}>
            <Select value={props.siteChoice} onChange={(_e, d) => props.onSiteChoice(d.value)} embryo-test-sid="collection-site-select">
              {/* The site it already has is no choice: only the others are offered. */}
              {props.sites
                .filter((site) => site.id !== item.collectionSiteId)
                .map((site) => (
                  <option key={site.id} value={String(site.id)}>
                    {siteText(site)}
                  </option>
                ))}
            </Select>
          </Field>
        </>
      );
    case 'cancelAppointment':
      return (
        <>
          <Body1 block>{t('cancelAppointment.body', { when: props.when })}</Body1>
          <Field
            label={t('cancelAppointment.label')}
            required
            hint={t('cancelAppointment.hint', { min: cancelAppointmentReasonLength.min, max: cancelAppointmentReasonLength.max })}
            validationState={props.reasonTooShort ? 'error' : 'none'}
            validationMessage={props.reasonTooShort ? t('cancelAppointment.tooShort', { min: cancelAppointmentReasonLength.min }) : undefined}
          >
            <Textarea
              value={props.reason}
              maxLength={cancelAppointmentReasonLength.max}
              resize="vertical"
              onChange={(_e, d) => props.onReason(d.value)}
              embryo-test-sid="collection-cancel-reason"
            />
          </Field>
        </>
      );
    case 'cancelCollection':
      return (
        <>
          <Body1 block>{t('cancelCollection.body')}</Body1>
          {collectedStates.includes(item.state) ? <Body1 block>{t('cancelCollection.collected')}</Body1> : null}
        </>
      );
  }
}
