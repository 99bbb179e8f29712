/**
 * Resolvers of the rueda/products store.
 */
import { fetchAttributeTerms } from './thunks';
import type { ProductsThunkArgs } from './types';

/**
 * Loads an attribute's terms the first time they are read (preloaded by the
 * server for the product grid's filters, so usually without a request).
 *
 * @param attributeId Attribute id.
 */
export const getAttributeTerms =
	( attributeId: number ) =>
	async ( { dispatch }: ProductsThunkArgs ): Promise< void > => {
		await dispatch( fetchAttributeTerms( attributeId ) );
	};
