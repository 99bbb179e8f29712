/**
 * A price inside a format extensions may change (checkout filters such as
 * `subtotalPriceFormat`): '<price/> por neumático' puts the price where the
 * placeholder is.
 */
import { createInterpolateElement } from '@wordpress/element';
import type { ReactElement } from 'react';

export function InFormat( {
	format,
	price,
}: {
	/** Contains `<price/>` (the filters refuse formats without it). */
	format: string;
	price: ReactElement;
} ) {
	if ( format === '<price/>' ) {
		return price;
	}
	try {
		return createInterpolateElement( format, { price } );
	} catch {
		// Other markup than <price/> in the format: the price alone.
		return price;
	}
}
