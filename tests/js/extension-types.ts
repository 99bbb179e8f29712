/**
 * Compiled by `npm run typecheck`, never run: what an extension author writes
 * against types/rueda.d.ts type-checks, and the mistakes Rueda refuses at run
 * time are type errors too.
 */
import type {} from '../../types/rueda';

const { runtime } = window.rueda;

runtime.registerCheckoutFilters( 'acme', {
	totalLabel: ( label, extensions, args ) =>
		args.cart && extensions.acme ? `${ label } (hotel incluido)` : label,
	showRemoveItemLink: ( show ) => show,
	coupons: ( coupons ) =>
		coupons.map( ( coupon ) => ( { ...coupon, label: 'Bienvenida' } ) ),
} );

runtime.registerCheckoutFilters( 'acme', {
	// @ts-expect-error -- a number where the item name (a string) is expected.
	itemName: () => 42,
} );

runtime.registerInnerBlock( {
	metadata: { name: 'acme/offer', parent: [ 'rueda/cart-totals' ] },
	component: () => null,
} );

runtime.registerInnerBlock( {
	metadata: { name: 'acme/offer', parent: [ 'rueda/cart-totals' ] },
	// @ts-expect-error -- a string is not a component.
	component: 'acme-offer',
} );

export const cartStoreName: string = runtime.cartStore.name;
