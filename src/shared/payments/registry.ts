/**
 * The client registry of payment methods: each gateway's UI registers here
 * (Rueda's own and extensions'), and the checkout shows the ones the cart
 * allows. Registering the same name again replaces the earlier config.
 */
import { isRecord } from '../api';
import { isPaymentIconEntry } from './icons';
import type { ExpressPaymentMethodConfig, PaymentMethodConfig } from './types';

// Replaced, never mutated, so callers can compare by reference.
let paymentMethods: Readonly< Record< string, PaymentMethodConfig > > = {};
let expressPaymentMethods: Readonly<
	Record< string, ExpressPaymentMethodConfig >
> = {};

/**
 * Function components, and the objects memo(), forwardRef() and lazy() make.
 *
 * @param value What the config holds.
 */
function isComponent( value: unknown ): boolean {
	return (
		typeof value === 'function' ||
		( isRecord( value ) && '$$typeof' in value )
	);
}

/**
 * Checks what both kinds share and returns the method's name.
 *
 * @param kind   'payment method' or 'express payment method', for messages.
 * @param config What the caller passed (JavaScript callers skip the types).
 * @throws When the config is unusable.
 */
function validateCommon( kind: string, config: unknown ): string {
	if ( ! isRecord( config ) ) {
		throw new Error( `Rueda: a ${ kind } config must be an object.` );
	}
	const { name } = config;
	if ( typeof name !== 'string' || name.trim() === '' ) {
		throw new Error(
			`Rueda: a ${ kind } needs a non-empty string "name".`
		);
	}
	for ( const key of [ 'content', 'edit' ] ) {
		if ( ! isComponent( config[ key ] ) ) {
			throw new Error(
				`Rueda: ${ kind } "${ name }": "${ key }" must be a React component.`
			);
		}
	}
	if (
		config.canMakePayment !== undefined &&
		typeof config.canMakePayment !== 'function'
	) {
		throw new Error(
			`Rueda: ${ kind } "${ name }": "canMakePayment" must be a function.`
		);
	}
	return name;
}

/**
 * @param config The method's config.
 * @throws When the config is invalid (message says what is wrong).
 */
export function registerPaymentMethod( config: PaymentMethodConfig ): void {
	const name = validateCommon( 'payment method', config );
	if ( typeof config.ariaLabel !== 'string' || config.ariaLabel === '' ) {
		throw new Error(
			`Rueda: payment method "${ name }": "ariaLabel" must be a non-empty string.`
		);
	}
	if ( config.label === undefined || config.label === null ) {
		throw new Error(
			`Rueda: payment method "${ name }": "label" is required.`
		);
	}
	if ( config.supports !== undefined && ! isRecord( config.supports ) ) {
		throw new Error(
			`Rueda: payment method "${ name }": "supports" must be an object.`
		);
	}
	const icons: unknown = config.icons;
	if (
		icons !== undefined &&
		! ( Array.isArray( icons ) && icons.every( isPaymentIconEntry ) )
	) {
		throw new Error(
			`Rueda: payment method "${ name }": "icons" must be a list of icon ids or { id, src, alt } objects.`
		);
	}
	paymentMethods = { ...paymentMethods, [ name ]: config };
}

/**
 * @param config The express method's config.
 * @throws When the config is invalid (message says what is wrong).
 */
export function registerExpressPaymentMethod(
	config: ExpressPaymentMethodConfig
): void {
	const name = validateCommon( 'express payment method', config );
	if ( typeof config.title !== 'string' ) {
		throw new Error(
			`Rueda: express payment method "${ name }": "title" must be a string.`
		);
	}
	expressPaymentMethods = { ...expressPaymentMethods, [ name ]: config };
}

export function getPaymentMethods(): Readonly<
	Record< string, PaymentMethodConfig >
> {
	return paymentMethods;
}

export function getExpressPaymentMethods(): Readonly<
	Record< string, ExpressPaymentMethodConfig >
> {
	return expressPaymentMethods;
}
