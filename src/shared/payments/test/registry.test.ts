/**
 * The client payment-method registry: registration, validation, lookup.
 */
import { forwardRef, memo } from 'react';

import {
	getExpressPaymentMethods,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	type ExpressPaymentMethodConfig,
	type PaymentMethodConfig,
	type PaymentMethodProps,
} from '..';

const Content = () => null;

function method(
	overrides: Partial< PaymentMethodConfig > = {}
): PaymentMethodConfig {
	return {
		name: 'rueda_bank_transfer',
		label: 'Transferencia bancaria',
		ariaLabel: 'Transferencia bancaria',
		content: Content,
		edit: Content,
		...overrides,
	};
}

function express(
	overrides: Partial< ExpressPaymentMethodConfig > = {}
): ExpressPaymentMethodConfig {
	return {
		name: 'rueda_sandbox_express',
		title: 'Rueda Pay (prueba)',
		content: Content,
		edit: Content,
		...overrides,
	};
}

/**
 * Calls a registration as plain JavaScript would, without the types.
 *
 * @param register The registration function.
 * @param config   Anything.
 */
function callUntyped( register: Function, config: unknown ): void {
	Reflect.apply( register, undefined, [ config ] );
}

describe( 'payment method registry', () => {
	it( 'registers both kinds apart, a new registration replacing the old', () => {
		const before = getPaymentMethods();
		const first = method();
		registerPaymentMethod( first );
		registerExpressPaymentMethod( express() );

		const methods = getPaymentMethods();
		expect( methods ).not.toBe( before );
		expect( methods.rueda_bank_transfer ).toBe( first );
		expect( getExpressPaymentMethods().rueda_sandbox_express?.title ).toBe(
			'Rueda Pay (prueba)'
		);
		expect( getPaymentMethods() ).toBe( methods );
		expect( getExpressPaymentMethods() ).not.toHaveProperty(
			'rueda_bank_transfer'
		);

		const second = method( { label: 'Transferencia' } );
		registerPaymentMethod( second );
		expect( getPaymentMethods().rueda_bank_transfer ).toBe( second );
	} );

	it( 'keeps the icons a method lists, unknown ids included (they are left out when shown)', () => {
		const icons = [
			'visa',
			'bizum',
			{ id: 'bizum', src: '/bizum.svg', alt: 'Bizum' },
		];
		// An unknown id is a type error in TypeScript, not at run time.
		callUntyped( registerPaymentMethod, {
			...method( { name: 'rueda_icons' } ),
			icons,
		} );

		expect( getPaymentMethods().rueda_icons?.icons ).toEqual( icons );
	} );

	it( 'accepts memo and forwardRef components', () => {
		const Memo = memo( Content );
		const Forwarded = forwardRef< HTMLDivElement, PaymentMethodProps >(
			Content
		);
		expect( () =>
			registerPaymentMethod(
				method( { name: 'rueda_memo', content: Memo, edit: Forwarded } )
			)
		).not.toThrow();
	} );

	it.each( [
		[ 'no object', null, /must be an object/ ],
		[ 'an empty name', method( { name: ' ' } ), /non-empty string "name"/ ],
		[
			'a name that is not a string',
			{ ...method(), name: 7 },
			/non-empty string "name"/,
		],
		[
			'content that is no component',
			{ ...method(), content: '<div/>' },
			/"content" must be a React component/,
		],
		[
			'no edit component',
			{ ...method(), edit: undefined },
			/"edit" must be a React component/,
		],
		[
			'an empty ariaLabel',
			method( { ariaLabel: '' } ),
			/"ariaLabel" must be a non-empty string/,
		],
		[
			'no label',
			{ ...method(), label: undefined },
			/"label" is required/,
		],
		[
			'canMakePayment that is no function',
			{ ...method(), canMakePayment: true },
			/"canMakePayment" must be a function/,
		],
		[
			'supports that is no object',
			{ ...method(), supports: [ 'showSavedCards' ] },
			/"supports" must be an object/,
		],
		[
			'icons that are no list',
			{ ...method(), icons: 'visa' },
			/"icons" must be a list of icon ids or \{ id, src, alt \} objects/,
		],
		[
			'an icon image without its text',
			{ ...method(), icons: [ { id: 'bizum', src: '/bizum.svg' } ] },
			/"icons" must be a list/,
		],
	] )( 'refuses a payment method with %s', ( _, config, message ) => {
		expect( () => callUntyped( registerPaymentMethod, config ) ).toThrow(
			message
		);
	} );

	it.each( [
		[ 'an empty name', express( { name: '' } ), /non-empty string "name"/ ],
		[
			'no title',
			{ ...express(), title: undefined },
			/"title" must be a string/,
		],
		[
			'content that is no component',
			{ ...express(), content: {} },
			/"content" must be a React component/,
		],
	] )( 'refuses an express method with %s', ( _, config, message ) => {
		expect( () =>
			callUntyped( registerExpressPaymentMethod, config )
		).toThrow( message );
	} );
} );
