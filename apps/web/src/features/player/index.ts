// What other features may use of the player; everything else in it is private.
export { useResumePoint } from './api/continue-watching';
export { ContinueWatchingRail } from './components/continue-watching-rail';
export { InlinePlayer, watchIntent } from './components/inline-player';
export { tokenOf } from './api/playback-api';
export { useHls } from './hooks/use-hls';
