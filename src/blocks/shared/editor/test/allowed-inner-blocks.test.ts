/**
 * What an inner block area accepts, and the
 * `additionalCartCheckoutInnerBlockTypes` checkout filter.
 */
import {
	registerCheckoutFilters,
	removeCheckoutFilters,
	type CheckoutFilters,
} from '@rueda/runtime';
import { getAllowedInnerBlocks } from '../allowed-inner-blocks';

const BLOCK_TYPES = [
	{ name: 'core/paragraph' },
	{ name: 'core/separator' },
	{ name: 'core/column', parent: [ 'core/columns' ] },
	{ name: 'rueda/cart-line-items', parent: [ 'rueda/cart-items' ] },
	{ name: 'acme/storage-offer', parent: [ 'rueda/cart-totals' ] },
	{ name: 'acme/storage-note', ancestor: [ 'rueda/checkout-fields' ] },
];

afterEach( () => removeCheckoutFilters( 'acme' ) );

describe( 'getAllowedInnerBlocks', () => {
	it( 'accepts the blocks made for the area and the blocks free to go anywhere', () => {
		expect(
			getAllowedInnerBlocks( 'rueda/cart-totals', BLOCK_TYPES )
		).toEqual( [
			'acme/storage-offer',
			'core/paragraph',
			'core/separator',
		] );
		expect(
			getAllowedInnerBlocks( 'rueda/checkout-fields', BLOCK_TYPES )
		).toEqual( [
			'acme/storage-note',
			'core/paragraph',
			'core/separator',
		] );
	} );

	it( 'lets extensions narrow or widen the free blocks per area', () => {
		registerCheckoutFilters( 'acme', {
			additionalCartCheckoutInnerBlockTypes: (
				value: readonly string[],
				_extensions,
				{ block }
			) =>
				block === 'rueda/cart-totals'
					? value.filter( ( name ) => name !== 'core/separator' )
					: [ ...value, 'core/column' ],
		} );

		expect(
			getAllowedInnerBlocks( 'rueda/cart-totals', BLOCK_TYPES )
		).toEqual( [ 'acme/storage-offer', 'core/paragraph' ] );
		expect(
			getAllowedInnerBlocks( 'rueda/cart-items', BLOCK_TYPES )
		).toEqual( [
			'rueda/cart-line-items',
			'core/paragraph',
			'core/separator',
			'core/column',
		] );
	} );

	it( 'keeps the blocks made for the area, whatever a filter returns', () => {
		registerCheckoutFilters( 'acme', {
			additionalCartCheckoutInnerBlockTypes: () => [],
		} );

		expect(
			getAllowedInnerBlocks( 'rueda/cart-items', BLOCK_TYPES )
		).toEqual( [ 'rueda/cart-line-items' ] );
	} );

	it( 'ignores a list with other things than block names', () => {
		// A JavaScript extension, which no type stops.
		const filters: unknown = {
			additionalCartCheckoutInnerBlockTypes: () => [ 3 ],
		};
		registerCheckoutFilters( 'acme', filters as CheckoutFilters );

		expect(
			getAllowedInnerBlocks( 'rueda/cart-items', BLOCK_TYPES )
		).toEqual( [
			'rueda/cart-line-items',
			'core/paragraph',
			'core/separator',
		] );
		// No shop settings in the editor: the reason is logged.
		expect( console ).toHaveErrored();
	} );
} );
