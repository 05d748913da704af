/** The profile feature's public face: other features and the app import from here only. */
export { ProfilePage } from './components/profile-page.tsx';
export { PROFILE_FIELDS, type ProfileCompleteness, profileCompleteness } from './lib/completeness.ts';
export { isNameLocked, isRename } from './lib/name-change.ts';
