/** The offers feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { useOffers } from './api/get-offers.ts';
export { LazyPdfViewer } from './components/lazy-pdf-viewer.tsx';
export { OfferStatusBadge } from './components/offer-status-badge.tsx';
export { displayStatus, formatOfferDate, isOpen } from './logic/offer-display.ts';
