/**
 * What narrows the listing, as removable chips ("Medida: 205/55 R16 ✕",
 * "Marca: Michelin ✕"...), with "Clear filters".
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import { getStockOptions } from './stock-options';
import type { FilterAttribute } from './types';
import { ATTRIBUTE_PARAMETERS } from './url-state';

// Failures are in the store; the grid shows them.
const ignore = () => undefined;

type Chip = { key: string; label: string; onRemove: () => void };

/** Names of the attributes the URL can filter by, for those the grid does not list. */
function getAttributeNames(): Record< string, string > {
	return {
		[ ATTRIBUTE_PARAMETERS.temporada ]: __( 'Season', 'rueda' ),
		[ ATTRIBUTE_PARAMETERS.marca ]: __( 'Brand', 'rueda' ),
		[ ATTRIBUTE_PARAMETERS.ancho ]: __( 'Width', 'rueda' ),
		[ ATTRIBUTE_PARAMETERS.perfil ]: __( 'Profile', 'rueda' ),
		[ ATTRIBUTE_PARAMETERS.llanta ]: __( 'Rim diameter', 'rueda' ),
	};
}

function chipLabel( name: string, value: string ): string {
	/* translators: 1: what a filter is about (Brand), 2: the chosen value (Michelin). */
	return sprintf( __( '%1$s: %2$s', 'rueda' ), name, value );
}

export default function ActiveFilters( {
	attributes,
}: {
	attributes: readonly FilterAttribute[];
} ) {
	const filters = useSelect(
		( select ) => select( productsStore ).getFilters(),
		[]
	);
	// One list per attribute (stable references: preloaded, or fetched once).
	const terms = useSelect(
		( select ) =>
			attributes.map( ( attribute ) =>
				select( productsStore ).getAttributeTerms( attribute.id )
			),
		[ attributes ]
	);
	const {
		updateFilters,
		toggleAttributeTerm,
		toggleStockStatus,
		clearFilters,
	} = useDispatch( productsStore );

	const termName = ( taxonomy: string, slug: string ): string => {
		const index = attributes.findIndex(
			( attribute ) => attribute.taxonomy === taxonomy
		);
		const term = terms[ index ]?.find( ( item ) => item.slug === slug );
		return term ? decodeEntities( term.name ) : slug;
	};
	const fallbackNames = getAttributeNames();
	const chips: Chip[] = [];
	if ( filters.tyreSize ) {
		chips.push( {
			key: 'size',
			/* translators: %s: a tyre size, e.g. 205/55 R16. */
			label: sprintf( __( 'Size: %s', 'rueda' ), filters.tyreSize ),
			onRemove: () => updateFilters( { tyreSize: '' } ).catch( ignore ),
		} );
	}
	if ( filters.search ) {
		chips.push( {
			key: 'search',
			/* translators: %s: the text searched for. */
			label: sprintf( __( 'Search: “%s”', 'rueda' ), filters.search ),
			onRemove: () => updateFilters( { search: '' } ).catch( ignore ),
		} );
	}
	// In the order of the grid's filters, then any other the URL set.
	const taxonomies = [
		...attributes.map( ( attribute ) => attribute.taxonomy ),
		...Object.keys( filters.attributes ).filter(
			( taxonomy ) =>
				! attributes.some( ( item ) => item.taxonomy === taxonomy )
		),
	];
	for ( const taxonomy of taxonomies ) {
		const attribute = attributes.find(
			( item ) => item.taxonomy === taxonomy
		);
		const name = attribute
			? decodeEntities( attribute.name )
			: ( fallbackNames[ taxonomy ] ?? taxonomy );
		for ( const slug of filters.attributes[ taxonomy ] ?? [] ) {
			chips.push( {
				key: `${ taxonomy }:${ slug }`,
				label: chipLabel( name, termName( taxonomy, slug ) ),
				onRemove: () =>
					toggleAttributeTerm( taxonomy, slug ).catch( ignore ),
			} );
		}
	}
	for ( const option of getStockOptions() ) {
		if ( filters.stockStatus.includes( option.value ) ) {
			chips.push( {
				key: `stock:${ option.value }`,
				label: chipLabel( __( 'Availability', 'rueda' ), option.label ),
				onRemove: () =>
					toggleStockStatus( option.value ).catch( ignore ),
			} );
		}
	}

	if ( ! chips.length ) {
		return null;
	}
	return (
		<div className="rueda-product-grid__active">
			<ul
				className="rueda-chips"
				aria-label={ __( 'Active filters', 'rueda' ) }
			>
				{ chips.map( ( chip ) => (
					<li key={ chip.key }>
						<button
							type="button"
							className="rueda-chip"
							aria-label={ sprintf(
								/* translators: %s: a filter, e.g. "Marca: Michelin". */
								__( 'Remove filter %s', 'rueda' ),
								chip.label
							) }
							onClick={ chip.onRemove }
						>
							<span>{ chip.label }</span>
							<span
								className="rueda-chip__remove"
								aria-hidden="true"
							>
								✕
							</span>
						</button>
					</li>
				) ) }
			</ul>
			<button
				type="button"
				className="rueda-link-button rueda-product-grid__clear"
				onClick={ () => clearFilters().catch( ignore ) }
			>
				{ __( 'Clear filters', 'rueda' ) }
			</button>
		</div>
	);
}
