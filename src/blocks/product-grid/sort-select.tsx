/**
 * "Sort by": the listing's order, kept in the rueda/products store.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import { getSortOptions, isProductSort } from './sort-options';

// Failures are in the store; the grid shows them.
const ignore = () => undefined;

export default function SortSelect() {
	const id = useId();
	const sort = useSelect(
		( select ) => select( productsStore ).getFilters().sort,
		[]
	);
	const { updateFilters } = useDispatch( productsStore );
	return (
		<div className="rueda-product-grid__sort">
			<label htmlFor={ id }>{ __( 'Sort by', 'rueda' ) }</label>
			<select
				id={ id }
				value={ sort }
				onChange={ ( event ) => {
					const { value } = event.target;
					if ( isProductSort( value ) ) {
						updateFilters( { sort: value } ).catch( ignore );
					}
				} }
			>
				{ getSortOptions().map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
