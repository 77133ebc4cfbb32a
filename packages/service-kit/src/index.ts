export { ConfigError, LOG_LEVELS, readChoice, readTrustProxy, readUrl, readWhole } from './config';
export { answerClientError, CONNECTION_LIMITS, type ConnectionLimits, serverLimits } from './connection-limits';
export { drain } from './drain';
export { checkUrl, readRuntimeConfig, runtimeConfigFromEnv } from './site-config';
