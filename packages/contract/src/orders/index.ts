/** Orders, checkout and payments (issue 6): filled in by the orders module. */
export {};
