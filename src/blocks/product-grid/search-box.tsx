/**
 * The listing's search box: brand, model or size ("Michelin 205/55 R16",
 * "2055516"); the server reads a size written in any common form. The search
 * applies once typing pauses, or at once with Enter.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import { normalizeSearch } from './url-state';

/** Spec section 9: typing debounce. */
export const SEARCH_DEBOUNCE_MS = 600;

// Failures are in the store; the grid shows them.
const ignore = () => undefined;

export default function SearchBox() {
	const id = useId();
	const search = useSelect(
		( select ) => select( productsStore ).getFilters().search,
		[]
	);
	const { updateFilters } = useDispatch( productsStore );
	const [ value, setValue ] = useState( search );
	const committed = useRef( search );
	const timer = useRef< number >();

	// A search changed elsewhere (back button, "Clear filters") shows here.
	useEffect( () => {
		if ( search !== committed.current ) {
			committed.current = search;
			setValue( search );
		}
	}, [ search ] );
	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	const commit = ( text: string ) => {
		window.clearTimeout( timer.current );
		const next = normalizeSearch( text );
		if ( next !== committed.current ) {
			committed.current = next;
			updateFilters( { search: next } ).catch( ignore );
		}
	};

	return (
		<form
			role="search"
			className="rueda-product-grid__search"
			onSubmit={ ( event ) => {
				event.preventDefault();
				commit( value );
			} }
		>
			<label htmlFor={ id } className="rueda-visually-hidden">
				{ __( 'Search products', 'rueda' ) }
			</label>
			<input
				id={ id }
				type="search"
				value={ value }
				placeholder={ __(
					'Search by brand, model or size (e.g. 205/55 R16)',
					'rueda'
				) }
				autoComplete="off"
				enterKeyHint="search"
				maxLength={ 200 }
				onChange={ ( event ) => {
					const text = event.target.value;
					setValue( text );
					window.clearTimeout( timer.current );
					timer.current = window.setTimeout(
						() => commit( text ),
						SEARCH_DEBOUNCE_MS
					);
				} }
			/>
			<button
				type="submit"
				className="rueda-button is-secondary rueda-product-grid__search-button"
			>
				<svg
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<path d="M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.45 4.45-1.06 1.06-4.45-4.45A6.5 6.5 0 1 1 10.5 4Zm0 1.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
				</svg>
				<span>{ __( 'Search', 'rueda' ) }</span>
			</button>
		</form>
	);
}
