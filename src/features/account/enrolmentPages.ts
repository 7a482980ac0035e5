// Enrolment's pages (the registration form, its thank-you page, the offsite-storage pre-registration),
// loaded as one chunk of their own: a new patient enrolling never loads the account pages, nor a
// member at their account the registration form.
export { EnrollPage, EnrollThankYouPage, PreemptRegisterPage } from './RegistrationPages.tsx';
