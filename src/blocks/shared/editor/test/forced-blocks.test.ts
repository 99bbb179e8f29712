/**
 * Which extension blocks an area lacks, and where they go.
 */
import { getMissingForcedBlocks } from '../forced-blocks';

const LOCKED = {
	lock: { type: 'object', default: { remove: true, move: false } },
};
const BLOCK_TYPES = [
	{ name: 'acme/offer', parent: [ 'rueda/cart-totals' ], attributes: LOCKED },
	{ name: 'acme/note', parent: [ 'rueda/cart-totals' ] },
	{
		name: 'acme/plate',
		parent: [ 'rueda/checkout-fields' ],
		attributes: LOCKED,
	},
	{
		name: 'rueda/cart-order-summary',
		parent: [ 'rueda/cart-totals' ],
		attributes: LOCKED,
	},
];

describe( 'getMissingForcedBlocks', () => {
	it( 'lists the locked extension blocks of the area it lacks, before its closing blocks', () => {
		expect(
			getMissingForcedBlocks(
				'rueda/cart-totals',
				[ 'rueda/cart-order-summary', 'rueda/proceed-to-checkout' ],
				BLOCK_TYPES
			)
		).toEqual( { names: [ 'acme/offer' ], index: 1 } );
	} );

	it( 'adds nothing once the block is in the area, wherever the owner moved it', () => {
		expect(
			getMissingForcedBlocks(
				'rueda/cart-totals',
				[ 'acme/offer', 'rueda/cart-order-summary' ],
				BLOCK_TYPES
			).names
		).toEqual( [] );
	} );

	it( 'appends when the area has no closing block', () => {
		expect(
			getMissingForcedBlocks(
				'rueda/checkout-fields',
				[ 'rueda/checkout-contact-information' ],
				BLOCK_TYPES
			)
		).toEqual( { names: [ 'acme/plate' ], index: 1 } );
	} );
} );
