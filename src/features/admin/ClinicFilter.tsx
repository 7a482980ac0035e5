// Narrowing a list or a search to one of the staff member's clinics ("All my clinics" by default);
// not shown to someone who serves a single clinic.
import { Field, Select } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { adminStrings } from './adminStrings.ts';
import { useStaffSession } from './session/StaffSessionContext.tsx';

export interface ClinicFilterProps {
  label: string;
  /** The chosen clinic's id; '' or undefined for all of them. */
  value: string | number | undefined;
  onChange: (value: string) => void;
  className?: string;
}

export function ClinicFilter(props: ClinicFilterProps) {
  const { t } = useNamespace('admin', adminStrings);
  const session = useStaffSession();
  if (session.clinics.length <= 1) return null;
  return (
    <Field label={props.label} className={props.className}>
      <Select value={props.value === undefined ? '' : String(props.value)} onChange={(_event, data) => props.onChange(data.value)}>
        <option value="">{t('allClinics')}</option>
        {session.clinics.map((clinic) => (
          <option key={clinic.id} value={clinic.id}>
            {clinic.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
