/** A base URL where nothing listens: every request fails as when the contact service is down. */
export const DOWN_SERVICE = 'http://127.0.0.1:9';
