/**
 * Details under a line's name, e.g. the tyre's EU label (fuel efficiency, wet
 * grip, noise). The server sends either key/value or name/display.
 */
import { decodeEntities } from '@wordpress/html-entities';

import type { CartItemData } from '../api';
import { classNames } from './class-names';

export default function ItemData( {
	data,
}: {
	data: readonly CartItemData[];
} ) {
	const visible = data.filter( ( entry ) => ! entry.hidden );
	if ( ! visible.length ) {
		return null;
	}
	return (
		<ul className="rueda-item-data">
			{ visible.map( ( entry, index ) => {
				const name = entry.name ?? entry.key ?? '';
				const value = entry.display ?? entry.value ?? '';
				return (
					<li
						key={ `${ name }-${ index }` }
						className={ classNames(
							'rueda-item-data__entry',
							entry.className
						) }
					>
						<span className="rueda-item-data__name">
							{ decodeEntities( name ) }:
						</span>{ ' ' }
						<span className="rueda-item-data__value">
							{ decodeEntities( value ) }
						</span>
					</li>
				);
			} ) }
		</ul>
	);
}
