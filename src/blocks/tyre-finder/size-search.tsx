/**
 * "Por medida": Ancho → Perfil → Llanta → Temporada, offering only what the
 * catalogue has, then the shop filtered by that size.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import FinderSelect from './finder-select';
import SidewallHint from './sidewall-hint';
import {
	changeSelection,
	getProfileOptions,
	getRimOptions,
	getSeasonOptions,
	getShopUrl,
	getWidthOptions,
	isComplete,
	toSizeSlug,
	type SizeSelection,
} from './size-options';
import type { FinderData } from './types';

const asOptions = ( values: string[], prefix = '' ) =>
	values.map( ( value ) => ( { value, label: prefix + value } ) );

export default function SizeSearch( {
	id,
	data,
	initialSelection,
	onSearch,
}: {
	id: string;
	data: FinderData;
	initialSelection: SizeSelection;
	/** Goes to a URL (the browser's location, or nothing in the editor). */
	onSearch: ( url: string ) => void;
} ) {
	const { sizes, seasons, shopUrl } = data;
	const order = seasons.map( ( season ) => season.slug );
	const [ selection, setSelection ] = useState( initialSelection );
	const change = ( key: keyof SizeSelection ) => ( value: string ) =>
		setSelection( ( current ) =>
			changeSelection( sizes, current, { [ key ]: value }, order )
		);
	const seasonOptions = getSeasonOptions( sizes, selection, order );
	const complete = isComplete( selection );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( complete ) {
			onSearch(
				getShopUrl(
					shopUrl,
					toSizeSlug( selection ),
					selection.season,
					window.location.href
				)
			);
		}
	};

	return (
		<form className="rueda-tyre-finder__form" onSubmit={ submit }>
			<div className="rueda-tyre-finder__fields">
				<FinderSelect
					id={ `${ id }-width` }
					label={ __( 'Width', 'rueda' ) }
					value={ selection.width }
					options={ asOptions( getWidthOptions( sizes ) ) }
					onChange={ change( 'width' ) }
				/>
				<FinderSelect
					id={ `${ id }-profile` }
					label={ __( 'Profile', 'rueda' ) }
					value={ selection.profile }
					options={ asOptions(
						getProfileOptions( sizes, selection )
					) }
					onChange={ change( 'profile' ) }
				/>
				<FinderSelect
					id={ `${ id }-rim` }
					label={ __( 'Rim', 'rueda' ) }
					value={ selection.rim }
					options={ asOptions(
						getRimOptions( sizes, selection ),
						'R'
					) }
					onChange={ change( 'rim' ) }
				/>
				<FinderSelect
					id={ `${ id }-season` }
					label={ __( 'Season', 'rueda' ) }
					value={ selection.season }
					options={ seasons
						.filter( ( season ) =>
							seasonOptions.includes( season.slug )
						)
						.map( ( season ) => ( {
							value: season.slug,
							label: season.name,
						} ) ) }
					emptyLabel={ __( 'All seasons', 'rueda' ) }
					disabled={ ! complete }
					onChange={ change( 'season' ) }
				/>
			</div>
			<button
				type="submit"
				className="rueda-button rueda-tyre-finder__submit"
				disabled={ ! complete }
			>
				{ __( 'Search tyres', 'rueda' ) }
			</button>
			<SidewallHint id={ id } />
		</form>
	);
}
