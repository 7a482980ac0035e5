// The auth area's pages, loaded as one chunk.
export { LoginPage } from './LoginPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { ConfirmEmailPage, UndoEmailChangePage } from './EmailChangeLinkPage.tsx';
