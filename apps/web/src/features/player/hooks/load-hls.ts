/**
 * hls.js, fetched on first use. The full build, not the light one: the light build leaves out
 * alternate audio renditions, which titles dubbed into other languages need.
 */
export const loadHls = () => import('hls.js');
