/**
 * A checkout filter's value in a component, which renders again when
 * extensions register or remove filters (even after the page rendered).
 */
import { useSyncExternalStore } from '@wordpress/element';

import {
	applyCheckoutFilter,
	getCheckoutFiltersVersion,
	subscribeToCheckoutFilters,
	type ApplyCheckoutFilterOptions,
} from './checkout-filters';

export function useCheckoutFilter< Value >(
	options: ApplyCheckoutFilterOptions< Value >
): Value {
	useSyncExternalStore(
		subscribeToCheckoutFilters,
		getCheckoutFiltersVersion
	);
	return applyCheckoutFilter( options );
}
