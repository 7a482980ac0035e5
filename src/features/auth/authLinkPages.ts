// The pages an e-mailed link opens (a password reset, a change of e-mail address): a chunk of their
// own, so that the sign-in page does not load them (issue 16).
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { ConfirmEmailPage, UndoEmailChangePage } from './EmailChangeLinkPage.tsx';
