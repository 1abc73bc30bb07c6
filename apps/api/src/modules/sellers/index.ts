/** Sellers: stores, their application and approval, profile and addresses, and the followers and rating shown on them. */

export { default as sellerApprovalsRoutes } from './seller-approvals.routes';
export { sellersPersonalData } from './sellers.personal-data';
export { getSellerProfile } from './sellers.profile';
export { default as sellersRoutes } from './sellers.routes';
export { findStoreById, findStoreByUserId, requireStoreOwner } from './sellers.service';
export { activeFollowerCount, isFollowedBy } from './store-followers';
export { getStoreRating } from './store-rating';

// Fixtures, for tests and the demo only:
export { createApplicant, createApprovedSeller } from './seller-fixtures';
