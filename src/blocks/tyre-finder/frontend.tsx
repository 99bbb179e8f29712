/**
 * rueda/tyre-finder on the live site: mounts on the server-rendered wrapper,
 * with the catalogue's sizes from its data-* attributes. A remembered vehicle
 * opens the vehicle tab (when the shop lists vehicles); a size in the URL
 * (`?medida=`) is preselected.
 */
import { isRecord } from '@rueda/shared/api/guards';
import { readJson } from '@rueda/blocks/shared/frontend/attributes';
import { mountBlock } from '@rueda/blocks/shared/frontend/mount';
import { getVehicle } from '@rueda/shared/tyres/vehicle-fit';
import TyreFinder from './block';
import { isCatalogueSizeList, readSelectionFromUrl } from './size-options';
import type { FinderTab, Season } from './types';

function isSeasonList( value: unknown ): value is Season[] {
	return (
		Array.isArray( value ) &&
		value.every(
			( season: unknown ) =>
				isRecord( season ) &&
				typeof season.slug === 'string' &&
				typeof season.name === 'string'
		)
	);
}

mountBlock( 'rueda/tyre-finder', ( { attributes, settings } ) => {
	const sizes = readJson( attributes.sizes, isCatalogueSizeList, [] );
	const seasons = readJson( attributes.seasons, isSeasonList, [] );
	const hasVehicles = attributes.vehicles !== 'false';
	const defaultTab: FinderTab =
		attributes.defaultTab === 'vehicle' ? 'vehicle' : 'size';
	return (
		<TyreFinder
			data={ { sizes, seasons, shopUrl: settings.links.shop } }
			hasVehicles={ hasVehicles }
			initialTab={ hasVehicles && getVehicle() ? 'vehicle' : defaultTab }
			foldOnPhones={ attributes.foldOnPhones === 'true' }
			initialSelection={ readSelectionFromUrl(
				sizes,
				window.location.search,
				seasons.map( ( season ) => season.slug )
			) }
		/>
	);
} );
