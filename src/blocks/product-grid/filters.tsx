/**
 * The grid's filters on the live site, wired to the rueda/products store:
 * one checklist per attribute (terms preloaded by the server) and stock.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import CheckboxList from './checkbox-list';
import { getStockOptions, isStockStatus } from './stock-options';
import type { FilterAttribute } from './types';

// Failures are in the store; the grid shows them.
const ignore = () => undefined;

function AttributeFilter( { attribute }: { attribute: FilterAttribute } ) {
	const { terms, checked } = useSelect(
		( select ) => ( {
			terms: select( productsStore ).getAttributeTerms( attribute.id ),
			checked: select( productsStore ).getSelectedTerms(
				attribute.taxonomy
			),
		} ),
		[ attribute.id, attribute.taxonomy ]
	);
	const { toggleAttributeTerm } = useDispatch( productsStore );
	return (
		<CheckboxList
			legend={ decodeEntities( attribute.name ) }
			options={ terms.map( ( term ) => ( {
				value: term.slug,
				label: decodeEntities( term.name ),
				count: term.count,
			} ) ) }
			checked={ checked }
			onToggle={ ( slug ) =>
				toggleAttributeTerm( attribute.taxonomy, slug ).catch( ignore )
			}
		/>
	);
}

function StockFilter() {
	const checked = useSelect(
		( select ) => select( productsStore ).getFilters().stockStatus,
		[]
	);
	const { toggleStockStatus } = useDispatch( productsStore );
	return (
		<CheckboxList
			legend={ __( 'Availability', 'rueda' ) }
			options={ getStockOptions() }
			checked={ checked }
			onToggle={ ( value ) => {
				if ( isStockStatus( value ) ) {
					toggleStockStatus( value ).catch( ignore );
				}
			} }
		/>
	);
}

export default function Filters( {
	attributes,
	showStockFilter,
}: {
	attributes: readonly FilterAttribute[];
	showStockFilter: boolean;
} ) {
	const hasActiveFilters = useSelect(
		( select ) => select( productsStore ).hasActiveFilters(),
		[]
	);
	const { clearFilters } = useDispatch( productsStore );
	return (
		<aside
			className="rueda-product-grid__filters"
			aria-label={ __( 'Filter products', 'rueda' ) }
		>
			{ attributes.map( ( attribute ) => (
				<AttributeFilter key={ attribute.id } attribute={ attribute } />
			) ) }
			{ showStockFilter && <StockFilter /> }
			{ hasActiveFilters && (
				<button
					type="button"
					className="rueda-link-button rueda-product-grid__clear"
					onClick={ () => clearFilters().catch( ignore ) }
				>
					{ __( 'Clear filters', 'rueda' ) }
				</button>
			) }
		</aside>
	);
}
