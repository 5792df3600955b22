// What other features may use of the catalogue; everything else in it is private.
export { useTitle } from './api/catalogue-queries';
export { BrowseSections } from './components/browse-sections';
export { RecommendationRails } from './components/recommendation-rails';
export { TitleCard } from './components/title-card';
export { TitleGrid } from './components/title-grid';
export { useItemSlug } from './use-item-slug';
