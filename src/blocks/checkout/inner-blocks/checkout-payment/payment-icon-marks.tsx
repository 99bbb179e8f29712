/**
 * The built-in payment icons: simple, original, brand-neutral marks (a small
 * rounded card with the brand's name or initials), not the brands' artwork.
 * Loaded on demand, only on checkouts whose methods declare icons; each is
 * an image named after its brand.
 */
import type { PaymentIconId } from '@rueda/shared/payments/icons';

/** Brand name (the accessible name) and the text on the mark. */
const MARKS: Readonly< Record< PaymentIconId, [ string, string ] > > = {
	alipay: [ 'Alipay', 'Alipay' ],
	amex: [ 'American Express', 'AMEX' ],
	bancontact: [ 'Bancontact', 'BC' ],
	bizum: [ 'Bizum', 'bizum' ],
	diners: [ 'Diners Club', 'DC' ],
	discover: [ 'Discover', 'DISC' ],
	eps: [ 'eps', 'eps' ],
	giropay: [ 'giropay', 'giro' ],
	ideal: [ 'iDEAL', 'iDEAL' ],
	jcb: [ 'JCB', 'JCB' ],
	laser: [ 'Laser', 'LASER' ],
	maestro: [ 'Maestro', 'MAE' ],
	mastercard: [ 'Mastercard', 'MC' ],
	multibanco: [ 'Multibanco', 'MB' ],
	p24: [ 'Przelewy24', 'P24' ],
	sepa: [ 'SEPA', 'SEPA' ],
	sofort: [ 'Sofort', 'SOFORT' ],
	unionpay: [ 'UnionPay', 'UP' ],
	visa: [ 'Visa', 'VISA' ],
	wechat: [ 'WeChat Pay', 'WeChat' ],
};

/**
 * The text's size, so that the longest names still fit the card.
 *
 * @param text The text on the mark.
 */
function fontSize( text: string ): number {
	if ( text.length <= 3 ) {
		return 11;
	}
	return text.length <= 4 ? 10 : 8;
}

/**
 * @param props    Props.
 * @param props.id A built-in icon id.
 */
export default function PaymentIconMark( { id }: { id: PaymentIconId } ) {
	const [ name, text ] = MARKS[ id ];
	return (
		<svg
			className="rueda-payment-icon"
			role="img"
			aria-label={ name }
			viewBox="0 0 38 24"
			width="38"
			height="24"
			focusable="false"
		>
			<rect
				x="0.5"
				y="0.5"
				width="37"
				height="23"
				rx="3.5"
				fill="#fff"
				stroke="#1e1e1e"
				strokeOpacity="0.35"
			/>
			<text
				x="19"
				y="12.5"
				dominantBaseline="middle"
				textAnchor="middle"
				fill="#1e1e1e"
				fontFamily="system-ui, sans-serif"
				fontSize={ fontSize( text ) }
				fontWeight="700"
			>
				{ text }
			</text>
		</svg>
	);
}
