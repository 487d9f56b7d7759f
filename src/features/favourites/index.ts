// Favourites (spec 001 §3, §4): the shared favourite set and its throttled toggle. Lists of
// favourite and recent games are the lobby's pages (src/features/lobby).
export { useFavourites, type Favourites } from './use-favourites';
