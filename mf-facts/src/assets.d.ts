// Images are URLs in the bundle (webpack asset modules).
declare module '*.svg' {
  const url: string;
  export default url;
}
