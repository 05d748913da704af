/** The prize wheel's public face: open it with `useWheel().open()`; WheelHost shows it. */
export { WheelHost } from './components/wheel-host.tsx';
export { WheelIcon } from './components/wheel-icon.tsx';
export { WheelTeaser } from './components/wheel-teaser.tsx';
export { useWheelOffered } from './lib/use-wheel-offered.ts';
export { useWheel, type WheelControls } from './lib/wheel-store.ts';
