// The fields of the first five build-profile steps. Each step edits its part of the draft; the
// wizard keeps the draft, so nothing typed is lost when the couple goes back or a save fails.
import type { ReactNode } from 'react';
import { Checkbox, Field, Input, Radio, RadioGroup, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { ChoosablePrivacyType } from '../../../contract/api/matching-site.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { ATTRIBUTE_CHOICES, CONTACT_PREFERENCES, GENETIC_TESTING, type AttributeField, type CoupleField, type ProfileDraft, type StepIssues } from './profileSteps.ts';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  grid: { display: 'grid', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  group: {
    margin: 0,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  privacyTitle: { fontWeight: tokens.fontWeightSemibold },
  privacyBody: { display: 'block', color: tokens.colorNeutralForeground2 },
});

export interface StepFieldsProps {
  draft: ProfileDraft;
  onChange: (update: (draft: ProfileDraft) => ProfileDraft) => void;
  issues: StepIssues;
  /** The clinic allows open and closed donation (feature flag); otherwise only anonymous types. */
  openClosedAllowed?: boolean;
  /** The saved privacy type, when the clinic has confirmed anonymous donation (IVF_): it stays a choice then. */
  savedPrivacyTypeId?: string;
}

/**
 * The privacy types a couple may choose: open and closed (when the clinic allows them) and
 * anonymous donation through the clinic, which the couple asks for (IVFU) and only the clinic
 * confirms (IVF_). The confirmed type is offered only to a couple whose clinic has confirmed it.
 */
export function choosablePrivacyTypes(openClosedAllowed: boolean | undefined, savedPrivacyTypeId: string | undefined): ChoosablePrivacyType[] {
  const anonymous: ChoosablePrivacyType = savedPrivacyTypeId === 'IVF_' ? 'IVF_' : 'IVFU';
  return openClosedAllowed === false ? [anonymous] : ['OPEN', 'CLOS', anonymous];
}

function useIssueText() {
  const { t } = useNamespace('matching', matchingStrings);
  return (issues: StepIssues, field: string) => {
    const issue = issues[field];
    return issue ? { validationMessage: t(`wizard.issue.${issue}`), validationState: 'error' as const } : {};
  };
}

function TextInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  issue: object;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'number';
  maxLength?: number;
  sid: string;
  children?: ReactNode;
}) {
  return (
    <Field label={props.label} hint={props.hint} required={props.required} {...props.issue}>
      {props.multiline ? (
        <Textarea value={props.value} maxLength={props.maxLength} resize="vertical" rows={4} onChange={(_e, d) => props.onChange(d.value)} textarea={testSid(props.sid)} />
      ) : (
        <Input value={props.value} type={props.type ?? 'text'} maxLength={props.maxLength} onChange={(_e, d) => props.onChange(d.value)} input={testSid(props.sid)} />
      )}
    </Field>
  );
}

export function PrivacyStepFields(props: StepFieldsProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const issue = useIssueText();
  const choices = choosablePrivacyTypes(props.openClosedAllowed, props.savedPrivacyTypeId);
  return (
    <Field label={t('privacy.label')} required {...issue(props.issues, 'privacyTypeId')}>
      <RadioGroup value={props.draft.privacyTypeId} onChange={(_e, d) => props.onChange((draft) => ({ ...draft, privacyTypeId: d.value as ChoosablePrivacyType }))}>
        {choices.map((type) => (
          <Radio
            key={type}
            value={type}
            input={testSid(`privacy-${type}`)}
            label={
              <span>
                <span className={styles.privacyTitle}>{t(`privacy.${type}.title`)}</span>
                <span className={styles.privacyBody}>{t(`privacy.${type}.body`)}</span>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function CoupleStepFields(props: StepFieldsProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const issue = useIssueText();
  const setCouple = (field: CoupleField) => (value: string) => props.onChange((d) => ({ ...d, couple: { ...d.couple, [field]: value } }));
  const setAttribute = (field: AttributeField) => (value: string) => props.onChange((d) => ({ ...d, attributes: { ...d.attributes, [field]: value } }));
  const { couple, attributes } = props.draft;
  const choice = (field: keyof typeof ATTRIBUTE_CHOICES) => (
    <Field key={field} label={t(`field.${field}`)}>
      <Select value={attributes[field]} onChange={(_e, d) => setAttribute(field)(d.value)} select={testSid(`profile-${field}`)}>
        <option value="">{t('wizard.notSaying')}</option>
        {ATTRIBUTE_CHOICES[field].map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div className={styles.fields}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('details.couple')}</legend>
        <div className={styles.grid}>
          <TextInput
            label={t('field.firstName')}
            value={couple.firstName}
            onChange={setCouple('firstName')}
            issue={issue(props.issues, 'firstName')}
            required
            maxLength={60}
            sid="profile-firstName"
          />
          <TextInput
            label={t('field.partnerFirstName')}
            value={couple.partnerFirstName}
            onChange={setCouple('partnerFirstName')}
            issue={{}}
            maxLength={60}
            sid="profile-partnerFirstName"
          />
          <TextInput label={t('field.city')} value={couple.city} onChange={setCouple('city')} issue={{}} maxLength={80} sid="profile-city" />
          <TextInput label={t('field.occupation')} value={couple.occupation} onChange={setCouple('occupation')} issue={{}} maxLength={120} sid="profile-occupation" />
        </div>
        <TextInput label={t('field.interests')} value={couple.interests} onChange={setCouple('interests')} issue={{}} maxLength={500} multiline sid="profile-interests" />
        <TextInput label={t('field.aboutUs')} value={couple.aboutUs} onChange={setCouple('aboutUs')} issue={{}} maxLength={2000} multiline sid="profile-aboutUs" />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('details.attributes')}</legend>
        <p>{t('wizard.attributesHint')}</p>
        <div className={styles.grid}>
          <TextInput
            label={t('field.residenceState')}
            hint={t('wizard.stateHint')}
            value={attributes.residenceState}
            onChange={setAttribute('residenceState')}
            issue={issue(props.issues, 'residenceState')}
            maxLength={2}
            sid="profile-residenceState"
          />
          <TextInput
            label={t('field.birthYear')}
            type="number"
            value={attributes.birthYear}
            onChange={setAttribute('birthYear')}
            issue={issue(props.issues, 'birthYear')}
            sid="profile-birthYear"
          />
          <TextInput
            label={t('field.heightCmInput')}
            type="number"
            value={attributes.heightCm}
            onChange={setAttribute('heightCm')}
            issue={issue(props.issues, 'heightCm')}
            sid="profile-heightCm"
          />
          {choice('eyeColor')}
          {choice('hairColor')}
          {choice('race')}
          {choice('religion')}
          {choice('education')}
        </div>
      </fieldset>
    </div>
  );
}

export function ConsiderationsStepFields(props: StepFieldsProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const c = props.draft.considerations;
  const set = (update: Partial<ProfileDraft['considerations']>) => props.onChange((d) => ({ ...d, considerations: { ...d.considerations, ...update } }));
  return (
    <div className={styles.fields}>
      <Checkbox
        checked={c.openToContact}
        label={t('field.openToContact')}
        onChange={(_e, d) => set({ openToContact: d.checked === true })}
        input={testSid('profile-openToContact')}
      />
      <Checkbox
        checked={c.siblingsWelcome}
        label={t('field.siblingsWelcome')}
        onChange={(_e, d) => set({ siblingsWelcome: d.checked === true })}
        input={testSid('profile-siblingsWelcome')}
      />
      <Field label={t('field.contactPreference')}>
        <RadioGroup value={c.contactPreference} onChange={(_e, d) => set({ contactPreference: d.value as ProfileDraft['considerations']['contactPreference'] })}>
          {CONTACT_PREFERENCES.map((value) => (
            <Radio key={value} value={value} label={t(`contactPreference.${value}`)} />
          ))}
        </RadioGroup>
      </Field>
      <TextInput label={t('field.notes')} value={c.notes} onChange={(notes) => set({ notes })} issue={{}} maxLength={2000} multiline sid="profile-notes" />
    </div>
  );
}

export function MedicalStepFields(props: StepFieldsProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const m = props.draft.medical;
  const set = (update: Partial<ProfileDraft['medical']>) => props.onChange((d) => ({ ...d, medical: { ...d.medical, ...update } }));
  return (
    <div className={styles.fields}>
      <Field label={t('field.geneticTesting')}>
        <RadioGroup value={m.geneticTesting} onChange={(_e, d) => set({ geneticTesting: d.value as ProfileDraft['medical']['geneticTesting'] })}>
          {GENETIC_TESTING.map((value) => (
            <Radio key={value} value={value} label={t(`geneticTesting.${value}`)} />
          ))}
        </RadioGroup>
      </Field>
      <TextInput
        label={t('field.familyHistory')}
        value={m.familyHistory}
        onChange={(familyHistory) => set({ familyHistory })}
        issue={{}}
        maxLength={2000}
        multiline
        sid="profile-familyHistory"
      />
      <TextInput label={t('field.conditions')} value={m.conditions} onChange={(conditions) => set({ conditions })} issue={{}} maxLength={2000} multiline sid="profile-conditions" />
      <TextInput label={t('field.bloodTypes')} value={m.bloodTypes} onChange={(bloodTypes) => set({ bloodTypes })} issue={{}} maxLength={40} sid="profile-bloodTypes" />
    </div>
  );
}

export function LetterStepFields(props: StepFieldsProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const issue = useIssueText();
  const l = props.draft.letter;
  const set = (update: Partial<ProfileDraft['letter']>) => props.onChange((d) => ({ ...d, letter: { ...d.letter, ...update } }));
  return (
    <div className={styles.fields}>
      <TextInput
        label={t('field.letter')}
        hint={t('wizard.letterHint')}
        value={l.letter}
        onChange={(letter) => set({ letter })}
        issue={issue(props.issues, 'letter')}
        required
        maxLength={5000}
        multiline
        sid="profile-letter"
      />
      <TextInput
        label={t('field.customDescription')}
        hint={t('wizard.customDescriptionHint')}
        value={l.customDescription}
        onChange={(customDescription) => set({ customDescription })}
        issue={{}}
        maxLength={1000}
        multiline
        sid="profile-customDescription"
      />
    </div>
  );
}
