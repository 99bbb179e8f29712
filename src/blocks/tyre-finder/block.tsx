/**
 * The tyre finder both sides share: a heading and two tabs (WAI-ARIA tabs
 * pattern: arrow keys, Home and End move between them), "Por medida" and
 * "Por vehículo"; the size search alone, without tabs, in a shop that lists no
 * vehicles. render.php prints the same first screen, so mounting moves nothing.
 */
import { useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { classNames } from '@rueda/shared/cart/class-names';
import SizeSearch from './size-search';
import type { SizeSelection } from './size-options';
import type { FinderData, FinderTab } from './types';
import VehicleSearch from './vehicle-search';

const TABS: FinderTab[] = [ 'size', 'vehicle' ];

export type TyreFinderProps = {
	data: FinderData;
	/** Whether the shop lists vehicles to search (the editor shows both tabs). */
	hasVehicles?: boolean;
	initialTab: FinderTab;
	initialSelection: SizeSelection;
	/** The editor's preview: nothing loads, nothing navigates. */
	isPreview?: boolean;
	/** On phones, start folded behind a button (Tienda: the products come first). */
	foldOnPhones?: boolean;
	/** Goes to the shop's filtered URL. */
	navigate?: ( url: string ) => void;
};

const goTo = ( url: string ) => window.location.assign( url );

export default function TyreFinder( {
	data,
	hasVehicles = true,
	initialTab,
	initialSelection,
	isPreview = false,
	foldOnPhones = false,
	navigate = goTo,
}: TyreFinderProps ) {
	const [ isFolded, setFolded ] = useState( foldOnPhones );
	const id = `rueda-tyre-finder-${ useId().replace( /[^a-z0-9]/gi, '' ) }`;
	const [ tab, setTab ] = useState( initialTab );
	const [ usedVehicles, setUsedVehicles ] = useState(
		initialTab === 'vehicle'
	);
	const tabs = useRef< Array< HTMLButtonElement | null > >( [] );
	const labels: Record< FinderTab, string > = {
		size: __( 'By size', 'rueda' ),
		vehicle: __( 'By vehicle', 'rueda' ),
	};

	const select = ( next: FinderTab ) => {
		setTab( next );
		if ( next === 'vehicle' ) {
			setUsedVehicles( true );
		}
	};

	const sizeSearch = (
		<SizeSearch
			id={ id }
			data={ data }
			initialSelection={ initialSelection }
			onSearch={ ( url ) => {
				if ( ! isPreview ) {
					navigate( url );
				}
			} }
		/>
	);

	const onKeyDown = ( event: KeyboardEvent ) => {
		const current = TABS.indexOf( tab );
		const moves: Record< string, number > = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			Home: 0,
			End: TABS.length - 1,
		};
		const move = moves[ event.key ];
		if ( move === undefined ) {
			return;
		}
		event.preventDefault();
		const index = ( move + TABS.length ) % TABS.length;
		select( TABS[ index ] ?? tab );
		tabs.current[ index ]?.focus();
	};

	return (
		<>
			<h2 className="rueda-tyre-finder__title" id={ `${ id }-title` }>
				{ __( 'Find your tyres', 'rueda' ) }
			</h2>
			{ foldOnPhones && (
				<button
					type="button"
					className="rueda-button rueda-tyre-finder__unfold"
					aria-expanded={ ! isFolded }
					aria-controls={ `${ id }-body` }
					onClick={ () => setFolded( ! isFolded ) }
				>
					{ hasVehicles
						? __( 'Search by size or vehicle', 'rueda' )
						: __( 'Search by size', 'rueda' ) }
				</button>
			) }
			<div
				id={ `${ id }-body` }
				className={ classNames(
					'rueda-tyre-finder__body',
					isFolded && 'is-folded'
				) }
			>
				{ ! hasVehicles && (
					<div className="rueda-tyre-finder__panel">
						{ sizeSearch }
					</div>
				) }
				{ hasVehicles && (
					<>
						<div
							className="rueda-tyre-finder__tabs"
							role="tablist"
							aria-labelledby={ `${ id }-title` }
						>
							{ TABS.map( ( name, index ) => (
								<button
									key={ name }
									ref={ ( element ) => {
										tabs.current[ index ] = element;
									} }
									type="button"
									role="tab"
									id={ `${ id }-tab-${ name }` }
									className="rueda-tyre-finder__tab"
									aria-selected={ tab === name }
									aria-controls={ `${ id }-panel-${ name }` }
									tabIndex={ tab === name ? 0 : -1 }
									onClick={ () => select( name ) }
									onKeyDown={ onKeyDown }
									onPointerEnter={ () =>
										name === 'vehicle' &&
										setUsedVehicles( true )
									}
								>
									{ labels[ name ] }
								</button>
							) ) }
						</div>
						{ TABS.map( ( name ) => (
							<div
								key={ name }
								className="rueda-tyre-finder__panel"
								role="tabpanel"
								id={ `${ id }-panel-${ name }` }
								aria-labelledby={ `${ id }-tab-${ name }` }
								hidden={ tab !== name }
							>
								{ name === 'size' ? (
									sizeSearch
								) : (
									<VehicleSearch
										id={ id }
										shopUrl={ data.shopUrl }
										enabled={ usedVehicles && ! isPreview }
									/>
								) }
							</div>
						) ) }
					</>
				) }
			</div>
		</>
	);
}
