export { ConfigError, LOG_LEVELS, readChoice, readIpAddress, readTrustProxy, readUrl, readWhole } from './config';
export { answerClientError, CONNECTION_LIMITS, type ConnectionLimits, serverLimits } from './connection-limits';
export { drain } from './drain';
export { internalRoutesFrom, routeServerRequests } from './internal-urls';
export { checkUrl, readRuntimeConfig, runtimeConfigFrom, runtimeConfigFromEnv } from './site-config';
