// The member page group of the staff console: one lazy chunk (admin-members).
export { MemberSearchPage } from './MemberSearchPage.tsx';
export { AdminMemberPage } from './AdminMemberPage.tsx';
