/**
 * What a section shows while it loads: a status text for assistive
 * technology and a few grey lines for everyone else.
 */
import { __ } from '@wordpress/i18n';

export default function Loading( { label }: { label?: string } ) {
	return (
		<div className="rueda-customer-account__loading" role="status">
			<span className="rueda-visually-hidden">
				{ label ?? __( 'Loading…', 'rueda' ) }
			</span>
			<div className="rueda-skeleton" aria-hidden="true">
				<span className="rueda-skeleton__line"></span>
				<span className="rueda-skeleton__line"></span>
				<span className="rueda-skeleton__line"></span>
			</div>
		</div>
	);
}
