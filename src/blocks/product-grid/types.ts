/**
 * Types of rueda/product-grid.
 */
import { isRecord } from '@rueda/shared/api/guards';

export type ProductGridAttributes = {
	perPage: number;
	/** Category slug (its children included); '' for the whole catalogue. */
	category: string;
	columns: number;
	/** Attribute slugs to filter by, e.g. `rim`. */
	filters: string[];
	showStockFilter: boolean;
	showSearch: boolean;
	showSort: boolean;
};

/** An attribute to filter by, as render.php resolves it (data-filters). */
export type FilterAttribute = {
	id: number;
	taxonomy: string;
	name: string;
};

export function isFilterAttributeList(
	value: unknown
): value is FilterAttribute[] {
	return (
		Array.isArray( value ) &&
		value.every(
			( entry ) =>
				isRecord( entry ) &&
				typeof entry.id === 'number' &&
				typeof entry.taxonomy === 'string' &&
				typeof entry.name === 'string'
		)
	);
}
