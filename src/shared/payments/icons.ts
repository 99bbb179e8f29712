/**
 * Payment method icons (spec section 9): a method's registration (or its
 * server gateway, through the checkout settings) may list the card brands and
 * payment schemes it takes, as ids of the spec's list or as images of its
 * own (`{ id, src, alt }`). Resolving them keeps the known ids and the images
 * in order, without repeats, and reports unknown ids to the caller (the
 * payment step logs them for administrators) instead of showing them.
 */
import { isRecord } from '../api/guards';

/** The icon ids of spec section 9, and Bizum (Spain's mobile payments). */
export const PAYMENT_ICON_IDS = [
	'alipay',
	'amex',
	'bancontact',
	'bizum',
	'diners',
	'discover',
	'eps',
	'giropay',
	'ideal',
	'jcb',
	'laser',
	'maestro',
	'mastercard',
	'multibanco',
	'p24',
	'sepa',
	'sofort',
	'unionpay',
	'visa',
	'wechat',
] as const;

export type PaymentIconId = ( typeof PAYMENT_ICON_IDS )[ number ];

/** An icon of the method's own: an image and its text alternative. */
export type PaymentIconImage = { id: string; src: string; alt: string };

/** What a registration lists: an id of the spec's list, or an image. */
export type PaymentMethodIcon = PaymentIconId | PaymentIconImage;

/** An icon to show: a built-in mark, or the method's own image. */
export type ResolvedPaymentIcon =
	{ id: PaymentIconId; src?: undefined } | PaymentIconImage;

export function isPaymentIconId( value: unknown ): value is PaymentIconId {
	return PAYMENT_ICON_IDS.some( ( id ) => id === value );
}

/**
 * @param value An entry of `icons`.
 */
export function isPaymentIconImage(
	value: unknown
): value is PaymentIconImage {
	if ( ! isRecord( value ) ) {
		return false;
	}
	const { id, src, alt } = value;
	return [ id, src, alt ].every(
		( part ) => typeof part === 'string' && part.trim() !== ''
	);
}

/**
 * Whether a value has the shape of an icon entry: a non-empty string (checked
 * against the list when shown) or an image with id, src and alt.
 *
 * @param value An entry of `icons`.
 */
export function isPaymentIconEntry( value: unknown ): boolean {
	return (
		( typeof value === 'string' && value !== '' ) ||
		isPaymentIconImage( value )
	);
}

/**
 * @param icons     The listed icons (anything: JavaScript callers and the
 *                  server's settings are not typed).
 * @param onUnknown Called with each id that is not in the spec's list.
 * @return The icons to show, in order, each id once.
 */
export function resolvePaymentIcons(
	icons: unknown,
	onUnknown: ( id: string ) => void = () => undefined
): ResolvedPaymentIcon[] {
	const resolved: ResolvedPaymentIcon[] = [];
	const seen = new Set< string >();
	for ( const icon of Array.isArray( icons ) ? icons : [] ) {
		let entry: ResolvedPaymentIcon;
		if ( isPaymentIconId( icon ) ) {
			entry = { id: icon };
		} else if ( isPaymentIconImage( icon ) ) {
			entry = { id: icon.id, src: icon.src, alt: icon.alt };
		} else {
			if ( typeof icon === 'string' && icon !== '' ) {
				onUnknown( icon );
			}
			continue;
		}
		if ( ! seen.has( entry.id ) ) {
			seen.add( entry.id );
			resolved.push( entry );
		}
	}
	return resolved;
}
