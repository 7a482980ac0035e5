// The moderation, banners and maintenance pages: one lazy chunk (`admin-content`).
export { BannersPage } from './BannersPage.tsx';
export { MaintenancePage } from './MaintenancePage.tsx';
export { ModerationPage } from './ModerationPage.tsx';
