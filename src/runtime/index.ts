/**
 * The page-level runtime every Rueda frontend shares, built as the script
 * `rueda-runtime` (global `rueda.runtime`; see webpack.config.js): the stores,
 * the shop start-up, the inner-block registry and the checkout filters. Blocks import it as
 * `@rueda/runtime`, so a page holds one cart store however many blocks it has.
 */
import './style.scss';

export { store as cartStore } from '../stores/cart';
export { store as productsStore } from '../stores/products';
export { store as noticesStore } from '../stores/notices';
export type { ShopNotice } from '../stores/notices';
export { store as validationStore } from '../stores/validation';
export { store as checkoutStore, checkoutEvents } from '../stores/checkout';
export { initCheckoutFlow } from './checkout-flow';
export { store as paymentStore } from '../stores/payment';
export {
	paymentEvents,
	registerPaymentMethod,
	registerExpressPaymentMethod,
	getPaymentMethods,
	getExpressPaymentMethods,
} from '../shared/payments';
export type {
	PaymentMethodConfig,
	ExpressPaymentMethodConfig,
	PaymentMethodProps,
} from '../shared/payments';
export { getShopSettings, startShop } from './start';
export {
	CHECKOUT_FILTER_NAMES,
	PRICE_PLACEHOLDER,
	applyCheckoutFilter,
	containsPricePlaceholder,
	getCheckoutFiltersVersion,
	registerCheckoutFilters,
	removeCheckoutFilters,
	subscribeToCheckoutFilters,
} from './checkout-filters';
export type {
	ApplyCheckoutFilterOptions,
	CheckoutFilterArgs,
	CheckoutFilterExtensions,
	CheckoutFilterName,
	CheckoutFilterValues,
	CheckoutFilters,
} from './checkout-filters';
export { useCheckoutFilter } from './use-checkout-filter';
export {
	INNER_BLOCK_AREAS,
	getInnerBlockComponent,
	registerInnerBlock,
} from './inner-block-registry';
export type {
	InnerBlockArea,
	InnerBlockComponent,
	InnerBlockDefinition,
	InnerBlockProps,
} from './inner-block-registry';
export type {
	PageLinkKey,
	ShopSettings,
	TaxDisplaySettings,
} from '../shared/settings/shop-settings';
