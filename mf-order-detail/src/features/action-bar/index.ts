// The sticky bar's own parts: the list trail (back, previous, next) and its height; src/app/ActionBar puts
// them together with the status moves and the comment form.
export { TrailNav, type TrailStep } from './components/TrailNav';
export { useOrderTrail, type OrderTrailLinks } from './hooks/useOrderTrail';
export { useStickyHeight } from './hooks/useStickyHeight';
