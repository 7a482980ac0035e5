// The account area's pages for a signed-in member (profile, sign-in details, billing), loaded as one
// chunk. Enrolment has its own (enrolmentPages.ts): a member at their account never loads it.
export { AccountPage } from './AccountPage.tsx';
export { PrintBillingHistoryPage } from './PrintBillingHistoryPage.tsx';
