/** The auth feature's public face: other features import from here only. */
export { useViewer, type ViewerState, viewerQueryOptions } from './api/get-viewer.ts';
export { useLogout } from './api/logout.ts';
export { PasswordField } from './components/password-field.tsx';
export {
  ProtectedLink,
  type ProtectedLinkProps,
  useProtectedAction,
} from './components/protected-link.tsx';
export {
  type OpenSignInOptions,
  SignInProvider,
  type SignInTab,
  useSignIn,
} from './components/sign-in-context.tsx';
export { ViewerSync } from './components/viewer-sync.tsx';
