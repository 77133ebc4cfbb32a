/** A file imported with `?url`: webpack emits it as a content-hashed asset and this is its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** A font or WebAssembly file a server build needs at run time: webpack inlines it, and this is its `data:` URL (base64). */
declare module '*.woff' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*.wasm' {
  const dataUrl: string;
  export default dataUrl;
}
