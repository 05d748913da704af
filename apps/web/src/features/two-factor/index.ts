/** The two-factor feature's public face (issue 20): the profile's security card. */
export { SecurityCard } from './components/security-card-lazy.tsx';
