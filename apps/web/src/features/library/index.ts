// What other features may use of the library (watchlist, playlists); everything else in it is private.
export { AddToPlaylist } from './components/add-to-playlist';
export { WatchlistButton } from './components/watchlist-button';
