/**
 * Shop notices kept in the `rueda/notices` store, so extensions can add and
 * read them too: inline notices per area and snackbars that go away after
 * 10 seconds (spec sections 8 and 9).
 */
import { CART_NOTICE_CONTEXT } from '@rueda/stores/cart/constants';

export { default as StoreNotices } from './store-notices';
export { default as SnackbarList, SNACKBAR_TIMEOUT } from './snackbar-list';
export {
	EXPRESS_SUPPRESSED_CONTEXTS,
	isNoticeContextSuppressed,
} from './suppression';

/** Notice areas (contexts) of the shop's blocks. */
export const NOTICE_CONTEXTS = {
	cart: CART_NOTICE_CONTEXT,
	productGrid: 'rueda/product-grid',
	product: 'rueda/product',
	productServices: 'rueda/product-services',
} as const;

/** The one notice of failed additions to the cart (spec section 8). */
export const ADD_TO_CART_NOTICE_ID = 'add-to-cart';
