/** An SVG imported by the bundle: the URL of the emitted, content-hashed file. */
declare module '*.svg' {
  const url: string;
  export default url;
}
