/**
 * Details under a line's name, e.g. the tyre's EU label (fuel efficiency, wet
 * grip, noise). The server sends either key/value or name/display.
 */
import { decodeEntities } from '@wordpress/html-entities';

import type { CartItemData } from '../api';
import { classNames } from './class-names';

/**
 * The class names of the rows the server writes from a tyre's EU label (see
 * CartItemSchema::item_data()), kept for clients that only read item_data.
 */
const EU_LABEL_ROWS: readonly string[] = [
	'rueda-eu-label-fuel-efficiency',
	'rueda-eu-label-wet-grip',
	'rueda-eu-label-noise',
];

/**
 * The details without the EU label's rows, for lines that draw the label.
 *
 * @param data A line's item_data.
 */
export function withoutEuLabelRows(
	data: readonly CartItemData[]
): readonly CartItemData[] {
	return data.filter(
		( entry ) => ! EU_LABEL_ROWS.includes( entry.className ?? '' )
	);
}

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
