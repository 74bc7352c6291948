/** A font file imported for its address (webpack's asset/resource): PDF exports fetch it when needed. */
declare module '*.woff' {
  const url: string;
  export default url;
}
declare module '*.ttf' {
  const url: string;
  export default url;
}
