// The registration's storage plan: the choice (or the plan on file), the fertility-preservation
// reason and the collection site.
import { Body1, Field, Radio, RadioGroup, Select, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { CollectionSite } from '../../../contract/api/centers.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { fertPresReasons, type FertPresReason, type RegistrationSetup, type StoragePlan } from './registrationForm.ts';
import { usePersonFormStyles } from './PersonFields.tsx';
import type { RegistrationFormState } from './useRegistrationForm.ts';
import { registrationStrings } from './registrationStrings.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface RegistrationPlanSectionProps {
  form: RegistrationFormState;
  setup: RegistrationSetup;
  /** Collection sites of the clinic; null when they could not be loaded. */
  sites: readonly CollectionSite[] | null;
  planOnFile?: StoragePlan | null;
}

export function RegistrationPlanSection(props: RegistrationPlanSectionProps) {
  const styles = useStyles();
  const personStyles = usePersonFormStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { setup, sites } = props;
  const { values, update, errorOf } = props.form;
  const asksReason = setup.fertPresEnabled && values.plan === 'FertilityPreservation';
  return (
    <fieldset className={personStyles.fieldset}>
      <legend className={personStyles.legend}>
        <Subtitle1 as="h2">{t('enroll.planLegend')}</Subtitle1>
      </legend>
      {setup.planChoice ? (
        <Field label={t('enroll.plan')} required validationMessage={errorOf('offsiteStorageType')}>
          <RadioGroup id="offsiteStorageType" value={values.plan} onChange={(_e, d) => update({ plan: d.value as StoragePlan }, 'offsiteStorageType')}>
            <Radio value="FertilityPreservation" label={t('enroll.FertilityPreservation')} input={testSid('enroll-plan-FertilityPreservation')} />
            <Radio value="StorageOnly" label={t('enroll.StorageOnly')} input={testSid('enroll-plan-StorageOnly')} />
          </RadioGroup>
        </Field>
      ) : (
        <Body1>{t('preempt.plan', { plan: t(`enroll.${props.planOnFile ?? 'StorageOnly'}`) })}</Body1>
      )}
      {asksReason ? (
        <div className={styles.stack}>
          <Field label={t('enroll.reason')} required validationMessage={errorOf('fertPresReason')}>
            <RadioGroup id="fertPresReason" value={values.reason} onChange={(_e, d) => update({ reason: d.value as FertPresReason }, 'fertPresReason')}>
              {fertPresReasons.map((reason) => (
                <Radio key={reason} value={reason} label={t(`enroll.reasons.${reason}`)} input={testSid(`enroll-reason-${reason}`)} />
              ))}
            </RadioGroup>
          </Field>
          {sites === null ? (
            <Body1>{t('enroll.sitesFailed')}</Body1>
          ) : sites.length > 0 ? (
            <Field label={{ children: t('enroll.collectionSite'), htmlFor: 'collectionSiteId' }} required validationMessage={errorOf('collectionSiteId')}>
              <Select
                id="collectionSiteId"
                value={values.collectionSiteId}
                onChange={(_e, d) => update({ collectionSiteId: d.value }, 'collectionSiteId')}
                select={testSid('enroll-collection-site')}
              >
                <option value="">{t('enroll.chooseSite')}</option>
                {sites.map((site) => (
                  <option key={site.id} value={String(site.id)}>
                    {`${site.name} — ${site.addressLine1}, ${site.city} ${site.postalCode}`}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
