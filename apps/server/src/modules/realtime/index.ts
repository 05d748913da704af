export { createRealtime, type Publish, type Realtime } from './realtime.ts';
