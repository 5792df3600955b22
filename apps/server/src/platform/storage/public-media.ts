/**
 * Media anyone may fetch, served as they are under `/media/<area>/<file>` from the store's
 * `<area>/` prefix: rendered pictures, blog audio, trailers and video previews. Their names carry a
 * hash of their content, so a name never changes meaning and browsers keep them for good.
 */
export const PUBLIC_MEDIA_AREAS = ['images', 'audio', 'trailers', 'previews'] as const;

export type PublicMediaArea = (typeof PUBLIC_MEDIA_AREAS)[number];

export const publicMediaKey = (area: PublicMediaArea, file: string) => `${area}/${file}`;

/** Bought files, served only through signed download links. */
export const downloadKey = (storageKey: string) => `downloads/${storageKey}`;
