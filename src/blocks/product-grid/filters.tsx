/**
 * The grid's filters on the live site, wired to the rueda/products store:
 * one checklist per attribute (terms preloaded by the server) and stock. The
 * chips above the results remove them one by one or all at once.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __, _n, sprintf } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import CheckboxList from './checkbox-list';
import { getStockOptions, isStockStatus } from './stock-options';
import type { FilterAttribute } from './types';

// Failures are in the store; the grid shows them.
const ignore = () => undefined;

function AttributeFilter( { attribute }: { attribute: FilterAttribute } ) {
	const { terms, checked, counts } = useSelect(
		( select ) => ( {
			terms: select( productsStore ).getAttributeTerms( attribute.id ),
			checked: select( productsStore ).getSelectedTerms(
				attribute.taxonomy
			),
			counts: select( productsStore ).getFacetCounts(),
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
				count: counts ? ( counts.terms[ term.id ] ?? 0 ) : term.count,
			} ) ) }
			checked={ checked }
			onToggle={ ( slug ) =>
				toggleAttributeTerm( attribute.taxonomy, slug ).catch( ignore )
			}
		/>
	);
}

function StockFilter() {
	const { checked, counts } = useSelect(
		( select ) => ( {
			checked: select( productsStore ).getFilters().stockStatus,
			counts: select( productsStore ).getFacetCounts(),
		} ),
		[]
	);
	const { toggleStockStatus } = useDispatch( productsStore );
	return (
		<CheckboxList
			legend={ __( 'Availability', 'rueda' ) }
			options={ getStockOptions().map( ( option ) => ( {
				...option,
				count: counts
					? ( counts.stockStatus[ option.value ] ?? 0 )
					: undefined,
			} ) ) }
			checked={ checked }
			onToggle={ ( value ) => {
				if ( isStockStatus( value ) ) {
					toggleStockStatus( value ).catch( ignore );
				}
			} }
		/>
	);
}

/**
 * The filter lists. On phones they are a panel the toolbar's "Filters"
 * button opens (`hidden` while closed), ending with a button that shows the
 * results.
 *
 * @param props                 Props.
 * @param props.id              Element id (the toggle's aria-controls).
 * @param props.attributes      Attributes to filter by.
 * @param props.showStockFilter Whether to filter by stock too.
 * @param props.hidden          Whether the panel is closed.
 * @param props.onDone          Closes the panel (phones), if any.
 */
export default function Filters( {
	id,
	attributes,
	showStockFilter,
	hidden = false,
	onDone,
}: {
	id?: string;
	attributes: readonly FilterAttribute[];
	showStockFilter: boolean;
	hidden?: boolean;
	onDone?: () => void;
} ) {
	const total = useSelect(
		( select ) => select( productsStore ).getTotalProducts(),
		[]
	);
	return (
		<aside
			id={ id }
			className="rueda-product-grid__filters"
			aria-label={ __( 'Filter products', 'rueda' ) }
			hidden={ hidden }
		>
			{ attributes.map( ( attribute ) => (
				<AttributeFilter key={ attribute.id } attribute={ attribute } />
			) ) }
			{ showStockFilter && <StockFilter /> }
			{ onDone && (
				<button
					type="button"
					className="rueda-button rueda-product-grid__done"
					onClick={ onDone }
				>
					{ sprintf(
						/* translators: %d: number of products found. */
						_n(
							'Show %d product',
							'Show %d products',
							total,
							'rueda'
						),
						total
					) }
				</button>
			) }
		</aside>
	);
}
