/** The Telegram mini-app variant: main.tsx imports `bootMiniApp` lazily, only inside Telegram. */
export { bootMiniApp } from './boot.ts';
