module.exports = async function stopApi() {
  globalThis.__COUNTRIES_API__?.kill();
};
