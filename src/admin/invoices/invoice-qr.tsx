/**
 * An invoice's VERI*FACTU QR code, drawn as on its page (src/shared/qr-code):
 * a link to the AEAT's address with the code inside it.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, _x, sprintf } from '@wordpress/i18n';

import { renderQrCode } from '@rueda/shared/qr-code';

export default function InvoiceQr( {
	url,
	number,
}: {
	url: string;
	number: string;
} ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( ref.current ) {
			void renderQrCode( ref.current );
		}
	}, [ url ] );
	return (
		<figure className="rueda-invoices__qr">
			<figcaption>
				{
					/* translators: Spanish invoices must say exactly "QR tributario:" above the tax agency's QR code. */
					_x( 'Tax QR code:', 'invoice legend', 'rueda' )
				}
			</figcaption>
			<div
				ref={ ref }
				data-rueda-qr={ url }
				data-rueda-qr-label={ sprintf(
					/* translators: %s: invoice number. */
					__( 'QR code of invoice %s at the Tax Agency', 'rueda' ),
					number
				) }
			>
				<a href={ url } target="_blank" rel="noreferrer">
					<span>
						{ sprintf(
							/* translators: %s: invoice number. */
							__(
								'Check invoice %s with the Tax Agency',
								'rueda'
							),
							number
						) }
					</span>
				</a>
			</div>
			<p>VERI*FACTU</p>
		</figure>
	);
}
