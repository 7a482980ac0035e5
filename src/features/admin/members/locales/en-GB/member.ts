// Namespace 'adminMembers' in English (UK).
import { strings as enUS, type Strings } from '../en-US/member.ts';

export const strings: Strings = {
  ...enUS,
  appointments: { ...enUS.appointments, states: { ...enUS.appointments.states, PatientEnrollmentPending: 'Enrolment pending', BatchCancelled: 'Cancelled' } },
};
