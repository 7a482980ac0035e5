// One person's fields as a fieldset (spec §3 registration person; the profile edit uses the same
// component with a phone extension instead of a birth date). Used by enrolment, pre-empt register
// and the profile edit. Locked fields (the clinic's records, or the partner's address copied from
// the primary person) are read-only inputs drawn as plain text (no box, no underline) that say why:
// they keep their label and can still be reached and read with the keyboard.
import { Fragment, type ReactNode } from 'react';
import { Button, Field, Input, Select, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Country } from '../../../contract/api/centers.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { dateOrderFor } from '../../shared/format/regionMask.ts';
import { testSid } from '../../shared/testSid.ts';
import { fieldsOf, tidyDateInput, tidyPhone, usesTenDigitPhone, type PersonField, type PersonValues, type PersonVariant } from './personForm.ts';
import type { StateList } from './useCountryLists.ts';
import { registrationStrings } from './registrationStrings.ts';

export const usePersonFormStyles = makeStyles({
  fieldset: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}` },
  // Fields side by side on a wide screen (one column on a phone). Each field spans four rows of the
  // grid (label, control, message, hint) and lays its parts on them (subgrid), so the controls of a
  // row line up even when one label wraps onto two lines or one field has a hint.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  cell: { gridRow: 'span 4', gridTemplateRows: 'subgrid', rowGap: 0, alignContent: 'start' },
  wide: { gridColumn: '1 / -1' },
  // A read-only value looks like text, not like a field: no border, background or focus underline;
  // the keyboard focus still shows as an outline.
  readOnlyRoot: {
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    borderBottomColor: 'transparent',
    borderLeftColor: 'transparent',
    backgroundColor: 'transparent',
    ':hover,:focus-within': { borderTopColor: 'transparent', borderRightColor: 'transparent', borderBottomColor: 'transparent', borderLeftColor: 'transparent' },
    '::after': { display: 'none' },
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  readOnlyInput: { paddingLeft: 0, color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  stateRetry: { gridRow: 'span 4', alignSelf: 'center', justifySelf: 'start' },
});

export type PersonKey = 'primary' | 'secondary';

/** The DOM id of a person's field, also the target of the error summary's links. */
export const personFieldId = (person: PersonKey, field: PersonField): string => `${person}-${field}`;

export interface PersonFieldsProps {
  person: PersonKey;
  variant: PersonVariant;
  legend: string;
  values: PersonValues;
  onChange: (field: PersonField, value: string) => void;
  /** Messages to show next to fields (already translated). */
  errors: Partial<Record<PersonField, string>>;
  /** Read-only fields, each with the reason shown under it. */
  locked?: ReadonlyMap<PersonField, string>;
  countries: readonly Country[];
  states: StateList;
  regionMask: string;
  /** The clinic's country: phone numbers are checked and written for it. */
  clinicCountry: string;
  /** Shown between the legend and the fields (e.g. "same address as primary"). */
  children?: ReactNode;
}

const autoCompleteOf: Partial<Record<PersonField, string>> = {
  namePrefix: 'honorific-prefix',
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  stateOther: 'address-level1',
  zip: 'postal-code',
  country: 'country',
  phone: 'tel-national',
  phoneExt: 'tel-extension',
  email: 'email',
  dateOfBirth: 'bday',
};

const optional = new Set<PersonField>(['namePrefix', 'addressLine2', 'stateOther', 'phoneExt']);
const wideFields = new Set<PersonField>(['addressLine1', 'addressLine2']);

export function PersonFields(props: PersonFieldsProps) {
  const styles = usePersonFormStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { person, values, locked, states } = props;
  const shown = fieldsOf(props.variant);
  const statesReady = states.status === 'success' && states.states.length > 0;
  const own = person === 'primary';

  const id = (field: PersonField) => personFieldId(person, field);
  const readOnlyLook = { readOnly: true, appearance: 'filled-lighter', className: styles.readOnlyRoot } as const;
  const lockedHint = (field: PersonField) => locked?.get(field);
  const fieldProps = (field: PersonField, label: string, hint?: string) => ({
    label: { children: label, htmlFor: id(field) },
    required: !optional.has(field) && !lockedHint(field),
    validationMessage: props.errors[field],
    hint: lockedHint(field) ?? hint,
    className: mergeClasses(styles.cell, wideFields.has(field) && styles.wide),
  });

  const textInput = (
    field: PersonField,
    label: string,
    options: { hint?: string; type?: 'text' | 'email' | 'tel'; tidy?: (v: string) => string; inputMode?: 'numeric' | 'tel' | 'email' } = {},
  ) => (
    <Field key={field} {...fieldProps(field, label, options.hint)}>
      <Input
        id={id(field)}
        name={id(field)}
        type={options.type ?? 'text'}
        value={values[field]}
        {...(lockedHint(field) !== undefined ? readOnlyLook : {})}
        onChange={(_e, d) => props.onChange(field, d.value)}
        onBlur={
          options.tidy
            ? () => {
                const tidy = options.tidy!(values[field]);
                if (tidy !== values[field] && !lockedHint(field)) props.onChange(field, tidy);
              }
            : undefined
        }
        autoComplete={own ? autoCompleteOf[field] : 'off'}
        inputMode={options.inputMode}
        input={{ ...testSid(`person-${person}-${field}`), className: lockedHint(field) !== undefined ? styles.readOnlyInput : undefined }}
      />
    </Field>
  );

  /** A locked select shows the chosen entry as read-only text. */
  const lockedChoice = (field: PersonField, label: string, text: string) => (
    <Field key={field} {...fieldProps(field, label)}>
      <Input id={id(field)} name={id(field)} value={text} {...readOnlyLook} input={{ ...testSid(`person-${person}-${field}`), className: styles.readOnlyInput }} />
    </Field>
  );

  const countryField = () => {
    const label = t('person.country');
    if (lockedHint('country')) return lockedChoice('country', label, props.countries.find((c) => c.code === values.country)?.name ?? values.country);
    const known = props.countries.some((c) => c.code === values.country);
    return (
      <Field key="country" {...fieldProps('country', label)}>
        <Select
          id={id('country')}
          name={id('country')}
          value={values.country}
          onChange={(_e, d) => props.onChange('country', d.value)}
          autoComplete={own ? 'country' : 'off'}
          select={testSid(`person-${person}-country`)}
        >
          <option value="">{t('person.chooseCountry')}</option>
          {!known && values.country ? <option value={values.country}>{values.country}</option> : null}
          {props.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
    );
  };

  const stateField = () => {
    if (states.status === 'success' && states.states.length === 0) return textInput('stateOther', t('person.stateOther'));
    if (states.status === 'error') {
      return (
        <Fragment key="state">
          {textInput('stateOther', t('person.stateOther'), { hint: t('person.statesFailed') })}
          <Button className={styles.stateRetry} size="small" onClick={states.reload}>
            {t('person.retry')}
          </Button>
        </Fragment>
      );
    }
    const label = t('person.state');
    if (lockedHint('state')) {
      const name = statesReady ? states.states.find((s) => s.code === values.state)?.name : undefined;
      return lockedChoice('state', label, name ?? values.state);
    }
    const placeholder = states.status === 'noCountry' ? t('person.chooseCountryFirst') : states.status === 'loading' ? t('person.statesLoading') : t('person.chooseState');
    const known = statesReady && states.states.some((s) => s.code === values.state);
    return (
      <Field key="state" {...fieldProps('state', label)}>
        <Select
          id={id('state')}
          name={id('state')}
          value={known ? values.state : ''}
          disabled={!statesReady}
          onChange={(_e, d) => props.onChange('state', d.value)}
          autoComplete={own ? 'address-level1' : 'off'}
          select={testSid(`person-${person}-state`)}
        >
          <option value="">{placeholder}</option>
          {statesReady
            ? states.states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))
            : null}
        </Select>
      </Field>
    );
  };

  const pattern = t(`datePattern.${dateOrderFor(props.regionMask)}`);
  const tenDigits = usesTenDigitPhone(props.clinicCountry);

  const render = (field: PersonField): ReactNode => {
    switch (field) {
      case 'namePrefix':
        return textInput(field, t('person.namePrefix'), { hint: t('person.namePrefixHint') });
      case 'firstName':
      case 'lastName':
      case 'addressLine1':
      case 'addressLine2':
      case 'city':
        return textInput(field, t(`person.${field}`));
      case 'country':
        return countryField();
      case 'state':
        return stateField();
      case 'stateOther':
        return null;
      case 'zip':
        return textInput(field, t('person.zip'));
      case 'phone':
        return textInput(field, t('person.phone'), {
          type: 'tel',
          inputMode: 'tel',
          hint: tenDigits ? t('person.phoneHintTen') : t('person.phoneHint'),
          tidy: (v) => tidyPhone(v, props.clinicCountry),
        });
      case 'phoneExt':
        return textInput(field, t('person.phoneExt'), { inputMode: 'numeric' });
      case 'email':
        return textInput(field, t('person.email'), { type: 'email', inputMode: 'email' });
      case 'dateOfBirth':
        return textInput(field, t('person.dateOfBirth'), { hint: t('person.dateHint', { pattern }), inputMode: 'numeric', tidy: tidyDateInput });
    }
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Subtitle1 as="h2">{props.legend}</Subtitle1>
      </legend>
      {props.children}
      <div className={styles.grid}>{shown.map(render)}</div>
    </fieldset>
  );
}
