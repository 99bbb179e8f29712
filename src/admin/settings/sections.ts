/**
 * The settings screen's sections, in order (pairs side by side on wide
 * screens: checkout and payments, page links and data; legal and VERI*FACTU
 * take the whole width): their anchors and
 * titles, shared by the cards and the links at the top of the screen.
 */
import { __ } from '@wordpress/i18n';

export type SectionId =
	| 'general'
	| 'company'
	| 'verifactu'
	| 'checkout'
	| 'payments'
	| 'legal'
	| 'shipping'
	| 'taxes'
	| 'ecovalor'
	| 'pages'
	| 'data';

/** Titles are read on call, once the page's translations are loaded. */
export function sectionTitles(): Record< SectionId, string > {
	return {
		general: __( 'General', 'rueda' ),
		company: __( 'Legal details', 'rueda' ),
		verifactu: 'VERI*FACTU',
		checkout: __( 'Checkout', 'rueda' ),
		payments: __( 'Payments', 'rueda' ),
		legal: __( 'Legal', 'rueda' ),
		shipping: __( 'Shipping', 'rueda' ),
		taxes: __( 'Taxes', 'rueda' ),
		ecovalor: __( 'Ecovalor', 'rueda' ),
		pages: __( 'Page links', 'rueda' ),
		data: __( 'Data', 'rueda' ),
	};
}

export const sectionAnchor = ( id: SectionId ) => `rueda-settings-${ id }`;
