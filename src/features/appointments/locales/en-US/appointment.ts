// Namespace 'appointments' in English (US), written over English (UK); its type is the one every other language’s file must match.
import { strings as enGB, type Strings } from '../en-GB/appointment.ts';

/** American spelling: canceled, enrollment, mail. */
export const strings: Strings = {
  ...enGB,
  packageSent: 'Enrollment package last sent on {{date}}',
  lastCancelReason: 'Your reason for canceling the last appointment: “{{reason}}”',
  timeline: { ...enGB.timeline, steps: { ...enGB.timeline.steps, enrolment: 'Enrollment' }, cancelled: 'This collection was canceled.' },
  states: { ...enGB.states, PatientEnrollmentPending: 'Enrollment pending', BatchCancelled: 'Canceled' },
  next: {
    ...enGB.next,
    PatientEnrollmentPending: 'Complete the enrollment package we e-mailed you and return it to the clinic. Cannot find it? Ask us to send it again.',
    SpecimenRecordsPending: 'We are waiting for your specimen records. If you have not returned your enrollment package yet, please do.',
  },
  actions: { ...enGB.actions, resendEnrollmentPackage: 'Send my enrollment package again' },
  cancelAppointment: {
    ...enGB.cancelAppointment,
    body: 'Your appointment on {{when}} will be canceled. Tell us why, so your clinic can offer you a better time.',
    label: 'Why are you canceling?',
    working: 'Canceling…',
    done: 'Your appointment for collection #{{id}} is canceled. We will contact you with a new time.',
  },
  cancelCollection: {
    ...enGB.cancelCollection,
    body: 'The whole collection will be canceled: any booked appointment and any planned transport are called off, and it will no longer move on to storage. This cannot be undone online; to start again you would contact your clinic.',
    working: 'Canceling…',
    done: 'Collection #{{id}} is canceled.',
  },
  resend: { ...enGB.resend, done: 'We have e-mailed your enrollment package for collection #{{id}}. It may take a few minutes to arrive.' },
};
export type { Strings } from '../en-GB/appointment.ts';
