/** The partners feature's public face: other features and the app import from here only. */
export { PartnersHost } from './components/partners-host.tsx';
export { PartnersLink } from './components/partners-link.tsx';
export { closePartners, openPartners, usePartners } from './lib/partners-store.ts';
