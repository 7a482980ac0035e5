// The sign-in page, loaded as one chunk with the bare layout (router.tsx).
export { LoginPage } from './LoginPage.tsx';
