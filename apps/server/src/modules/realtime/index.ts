export {
  type ChannelGuard,
  createRealtime,
  type Publish,
  type PublishOptions,
  type Realtime,
  type SocketCredentials,
} from './realtime.ts';
