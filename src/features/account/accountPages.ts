// The account area's pages, loaded as one chunk.
export { AccountPage } from './AccountPage.tsx';
export { PrintBillingHistoryPage } from './PrintBillingHistoryPage.tsx';
export { EnrollPage, EnrollThankYouPage, PreemptRegisterPage } from './RegistrationPages.tsx';
