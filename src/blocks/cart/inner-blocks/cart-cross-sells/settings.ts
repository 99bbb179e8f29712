/**
 * The bounds of rueda/cart-cross-sells' settings, shared by the editor and
 * the live site.
 */
export const CROSS_SELLS_COLUMNS = { min: 1, max: 4 };
export const CROSS_SELLS_COUNT = { min: 1, max: 8 };
