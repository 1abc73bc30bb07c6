/** A shipment's carrier steps, also shown on the buyer's order. */
export { TrackingTimeline } from './components/tracking-timeline';
