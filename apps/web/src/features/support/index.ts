/** The support feature's public face: other features and the app import from here only. */
export { SupportButton } from './components/support-button.tsx';
export { emailUrl, messengerUrl, SUPPORT_CONFIG } from './config.ts';
export { closeSupport, openSupport, useSupport } from './lib/support-store.ts';
