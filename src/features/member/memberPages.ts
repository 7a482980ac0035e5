// The member area's home page, loaded as one chunk.
export { MemberHomePage } from './MemberHomePage.tsx';
