/**
 * The season of a tyre as a pictogram: a sun for summer tyres, a snowflake
 * for winter tyres, both for all-season tyres, with its meaning as text.
 */
import { __ } from '@wordpress/i18n';

const SUN = (
	<g className="rueda-season__sun">
		<circle cx="12" cy="12" r="4.5" fill="currentColor" />
		<path d="M18.8 12 22.4 12M16.8 7.2 19.4 4.6M12 5.2 12 1.6M7.2 7.2 4.6 4.6M5.2 12 1.6 12M7.2 16.8 4.6 19.4M12 18.8 12 22.4M16.8 16.8 19.4 19.4" />
	</g>
);

const SNOWFLAKE = (
	<g className="rueda-season__snow">
		<path d="M12 2 12 22M3.3 7 20.7 17M3.3 17 20.7 7M9.2 5.8 12 3.5 14.8 5.8M5.2 11.3 4.6 7.8 8 6.5M8 17.5 4.6 16.2 5.2 12.7M14.8 18.2 12 20.5 9.2 18.2M18.8 12.7 19.4 16.3 16 17.5M16 6.5 19.4 7.8 18.8 11.3" />
	</g>
);

/**
 * The text alternative of a season, or '' for a season Rueda draws no icon for.
 *
 * @param slug Season term slug: verano, invierno or todo-tiempo.
 */
export function getSeasonText( slug: string ): string {
	switch ( slug ) {
		case 'verano':
			return __( 'Summer tyre', 'rueda' );
		case 'invierno':
			return __( 'Winter tyre', 'rueda' );
		case 'todo-tiempo':
			return __( 'All-season tyre', 'rueda' );
		default:
			return '';
	}
}

export function SeasonIcon( { slug }: { slug: string } ) {
	const text = getSeasonText( slug );
	if ( ! text ) {
		return null;
	}
	const isBoth = slug === 'todo-tiempo';
	return (
		<span
			className={ `rueda-season rueda-season--${ slug }` }
			role="img"
			aria-label={ text }
			title={ text }
		>
			<svg
				viewBox={ isBoth ? '0 0 46 24' : '0 0 24 24' }
				aria-hidden="true"
				focusable="false"
			>
				{ slug !== 'invierno' && SUN }
				{ slug === 'invierno' && SNOWFLAKE }
				{ isBoth && <g transform="translate(22 0)">{ SNOWFLAKE }</g> }
			</svg>
		</span>
	);
}
