/** A file imported with `?url`: webpack emits it as a content-hashed asset and this is its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
