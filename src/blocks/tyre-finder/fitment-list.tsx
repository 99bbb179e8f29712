/**
 * A version's homologated fitments, each a way into the shop filtered by its
 * size; staggered ones (other tyres at the rear) say so and search each axle.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import {
	getServiceDescription,
	parseSize,
	type AxleTyre,
	type VehicleFitment,
} from '@rueda/shared/tyres/vehicle-fit';
import { getShopUrl } from './size-options';

function describe( tyre: AxleTyre ): string {
	return `${ tyre.size } ${ getServiceDescription( tyre ) }`.trim();
}

function isStaggered( fitment: VehicleFitment ): boolean {
	return describe( fitment.front ) !== describe( fitment.rear );
}

/**
 * The `medida` of an axle's size: "205/55 R16" is `205-55-r16`.
 *
 * @param tyre Axle tyre.
 */
export function getAxleSizeSlug( tyre: AxleTyre ): string {
	const [ width, profile, rim ] = parseSize( tyre.size ) ?? [];
	return width ? `${ width }-${ profile }-r${ rim }` : '';
}

export default function FitmentList( {
	fitments,
	shopUrl,
	onChoose,
}: {
	fitments: VehicleFitment[];
	shopUrl: string;
	/** Called as the shopper follows a fitment's link. */
	onChoose: ( fitment: VehicleFitment ) => void;
} ) {
	const link = (
		fitment: VehicleFitment,
		tyre: AxleTyre,
		children: ReactNode,
		className = 'rueda-button'
	) => (
		<a
			className={ className }
			href={ getShopUrl(
				shopUrl,
				getAxleSizeSlug( tyre ),
				'',
				window.location.href
			) }
			onClick={ () => onChoose( fitment ) }
			onAuxClick={ () => onChoose( fitment ) }
		>
			{ children }
		</a>
	);

	return (
		<ul className="rueda-tyre-finder__fitments">
			{ fitments.map( ( fitment ) => (
				<li
					key={ `${ describe( fitment.front ) }|${ describe(
						fitment.rear
					) }` }
					className={
						isStaggered( fitment )
							? 'rueda-tyre-finder__fitment is-staggered'
							: 'rueda-tyre-finder__fitment'
					}
				>
					{ isStaggered( fitment ) ? (
						<>
							<p>
								<strong>
									{ __(
										'Different sizes front and rear',
										'rueda'
									) }
								</strong>
								<br />
								{ sprintf(
									/* translators: %s: the front tyres' size, e.g. 225/40 R18 92Y. */
									__( 'Front: %s', 'rueda' ),
									describe( fitment.front )
								) }
								{ ' · ' }
								{ sprintf(
									/* translators: %s: the rear tyres' size, e.g. 255/35 R18 94Y. */
									__( 'Rear: %s', 'rueda' ),
									describe( fitment.rear )
								) }
							</p>
							<div className="rueda-tyre-finder__axles">
								{ link(
									fitment,
									fitment.front,
									__( 'Search front tyres', 'rueda' )
								) }
								{ link(
									fitment,
									fitment.rear,
									__( 'Search rear tyres', 'rueda' )
								) }
							</div>
						</>
					) : (
						link(
							fitment,
							fitment.front,
							<>
								<span className="rueda-tyre-finder__size">
									{ describe( fitment.front ) }
								</span>
								<span aria-hidden="true">→</span>
							</>,
							'rueda-button is-secondary rueda-tyre-finder__size-link'
						)
					) }
				</li>
			) ) }
		</ul>
	);
}
