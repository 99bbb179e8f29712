export { addAmounts, formatPrice } from './format-price';
export type { PriceFormat } from './format-price';
