export { createRealtime, type Publish, type PublishOptions, type Realtime } from './realtime.ts';
