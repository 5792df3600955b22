// hls.js's light build has the full build's API but ships no declarations of its own.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
