// webpack's asset modules turn images into URLs (jest maps them to a stub string).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
