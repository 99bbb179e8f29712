/**
 * "Move up" and "Move down" for a panel in a list whose order matters (zones,
 * gateways); the ends stay focusable but do nothing.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function MoveButtons( {
	index,
	count,
	onMove,
}: {
	index: number;
	count: number;
	onMove: ( by: -1 | 1 ) => void;
} ) {
	return (
		<>
			<Button
				variant="tertiary"
				disabled={ index === 0 }
				accessibleWhenDisabled
				onClick={ () => onMove( -1 ) }
			>
				{ __( 'Move up', 'rueda' ) }
			</Button>
			<Button
				variant="tertiary"
				disabled={ index === count - 1 }
				accessibleWhenDisabled
				onClick={ () => onMove( 1 ) }
			>
				{ __( 'Move down', 'rueda' ) }
			</Button>
		</>
	);
}
