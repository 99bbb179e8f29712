export { default as QuantitySelector } from './quantity-selector';
export type { QuantitySelectorProps } from './quantity-selector';
export {
	DEFAULT_QUANTITY_LIMITS,
	QUANTITY_TYPING_DEBOUNCE_MS,
	getQuantityLimits,
	normalizeQuantity,
	parseQuantity,
} from './quantity';
