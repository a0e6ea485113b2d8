/** Asset imports, as rspack's asset/resource rule and vitest resolve them: a URL string. */
declare module '*.svg' {
  const url: string;
  export default url;
}
