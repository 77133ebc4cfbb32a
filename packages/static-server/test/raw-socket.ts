// deploy/test/nginx.test.ts imports the raw-socket client from here; it lives in @worldatlas/service-kit.
export { sendRaw, type SocketAnswer, trickle } from '@worldatlas/service-kit/test/raw-socket';
