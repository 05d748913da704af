export { Header } from './components/header.tsx';
export { LogoMark } from './components/logo.tsx';
