/** Links into the catalogue's list pages, built in one place so every page agrees on the query names. */
export const viewAllPath = (railSlug: string) => `/view-all?${new URLSearchParams({ rail: railSlug })}`;

export const genrePath = (genreSlug: string) => `/all-genres?${new URLSearchParams({ genre: genreSlug })}`;

export const tagPath = (tagSlug: string) => `/tags?${new URLSearchParams({ tag: tagSlug })}`;

export const searchPath = (query: string) => `/search?${new URLSearchParams({ q: query })}`;
