/** Coupons (issue 6): filled in by the coupons module. */
export {};
