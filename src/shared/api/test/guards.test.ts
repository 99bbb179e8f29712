/**
 * Runtime guards of Store API answers.
 */
import {
	getCartFromError,
	isApiErrorResponse,
	isCartItem,
	isCartResponse,
	isCheckoutResponse,
	isProductAttributeTerm,
	isProductAttributeTermList,
	isProductList,
	isProductResponse,
	isShippingPackage,
} from '../guards';
import { cartItem, cartResponse, EUR, shippingPackage } from './fixtures';

describe( 'guards', () => {
	describe( 'isApiErrorResponse', () => {
		it( 'accepts code and message, with or without data', () => {
			expect(
				isApiErrorResponse( { code: 'x', message: 'Failed' } )
			).toBe( true );
			expect(
				isApiErrorResponse( {
					code: 'woocommerce_rest_cart_invalid_key',
					message: 'Invalid key',
					data: { status: 409, cart: cartResponse() },
				} )
			).toBe( true );
		} );

		it( 'rejects other values', () => {
			expect( isApiErrorResponse( null ) ).toBe( false );
			expect( isApiErrorResponse( 'error' ) ).toBe( false );
			expect( isApiErrorResponse( { code: 'x' } ) ).toBe( false );
			expect( isApiErrorResponse( { code: 1, message: 'x' } ) ).toBe(
				false
			);
			expect(
				isApiErrorResponse( { code: 'x', message: 'y', data: [] } )
			).toBe( false );
			expect(
				isApiErrorResponse( {
					code: 'x',
					message: 'y',
					data: { status: '500' },
				} )
			).toBe( false );
		} );
	} );

	describe( 'isCartResponse', () => {
		it( 'accepts a cart as the server sends it', () => {
			expect( isCartResponse( cartResponse() ) ).toBe( true );
			expect(
				isCartResponse(
					cartResponse( { items: [], shipping_rates: [] } )
				)
			).toBe( true );
		} );

		it.each( [
			'items',
			'coupons',
			'totals',
			'needs_shipping',
			'items_count',
			'shipping_rates',
			'extensions',
		] )( 'rejects a cart without %s', ( key ) => {
			const cart: Record< string, unknown > = { ...cartResponse() };
			delete cart[ key ];
			expect( isCartResponse( cart ) ).toBe( false );
		} );

		it( 'rejects a cart whose items have no key', () => {
			const cart = {
				...cartResponse(),
				items: [ { ...cartItem(), key: undefined } ],
			};
			expect( isCartResponse( cart ) ).toBe( false );
		} );

		it( 'rejects lists given as objects', () => {
			expect( isCartResponse( { ...cartResponse(), errors: {} } ) ).toBe(
				false
			);
		} );
	} );

	describe( 'isCartItem', () => {
		it( 'checks key, id, quantity and the money objects', () => {
			expect( isCartItem( cartItem() ) ).toBe( true );
			expect( isCartItem( { ...cartItem(), quantity: '2' } ) ).toBe(
				false
			);
			expect( isCartItem( { ...cartItem(), prices: null } ) ).toBe(
				false
			);
		} );
	} );

	describe( 'isShippingPackage', () => {
		it( 'accepts numeric and string package ids', () => {
			expect( isShippingPackage( shippingPackage() ) ).toBe( true );
			expect(
				isShippingPackage( shippingPackage( { package_id: 'pickup' } ) )
			).toBe( true );
			expect(
				isShippingPackage( { ...shippingPackage(), package_id: null } )
			).toBe( false );
		} );

		it( 'rejects rates without a rate id', () => {
			expect(
				isShippingPackage( {
					...shippingPackage(),
					shipping_rates: [ { name: 'x' } ],
				} )
			).toBe( false );
		} );
	} );

	describe( 'isProductResponse', () => {
		it( 'checks the fields a product card needs', () => {
			const product = {
				id: 7,
				name: 'Montaje',
				is_purchasable: true,
				is_in_stock: true,
				prices: { ...EUR, price: '1500' },
				add_to_cart: { text: 'Añadir', minimum: 1, maximum: 4 },
				images: [],
			};
			expect( isProductResponse( product ) ).toBe( true );
			expect( isProductResponse( { ...product, id: '7' } ) ).toBe(
				false
			);
			expect(
				isProductResponse( { ...product, add_to_cart: undefined } )
			).toBe( false );
		} );
	} );

	describe( 'isProductList', () => {
		it( 'accepts an array of products, empty included', () => {
			expect( isProductList( [] ) ).toBe( true );
			expect( isProductList( [ { id: 7 } ] ) ).toBe( false );
			expect( isProductList( { id: 7 } ) ).toBe( false );
		} );
	} );

	describe( 'isProductAttributeTerm', () => {
		const term = {
			id: 12,
			name: '16',
			slug: '16',
			description: '',
			parent: 0,
			count: 9,
		};

		it( 'checks id, name, slug and count', () => {
			expect( isProductAttributeTerm( term ) ).toBe( true );
			expect( isProductAttributeTerm( { ...term, count: '9' } ) ).toBe(
				false
			);
			expect( isProductAttributeTerm( { ...term, slug: null } ) ).toBe(
				false
			);
		} );

		it( 'checks every term of a list', () => {
			expect( isProductAttributeTermList( [ term ] ) ).toBe( true );
			expect( isProductAttributeTermList( [ term, { id: 1 } ] ) ).toBe(
				false
			);
		} );
	} );

	describe( 'isCheckoutResponse', () => {
		const order = {
			order_id: 321,
			status: 'processing',
			order_key: 'wc_order_abc',
			order_number: '321',
			customer_note: '',
			customer_id: 0,
			billing_address: cartResponse().billing_address,
			shipping_address: cartResponse().shipping_address,
			payment_method: 'rueda_bank_transfer',
			payment_result: {
				payment_status: 'pending',
				payment_details: [ { key: 'reference', value: 'TR-321' } ],
				redirect_url: 'https://example.com/pedido-recibido/321/',
			},
			extensions: {},
		};

		it( 'accepts an order as the server sends it', () => {
			expect( isCheckoutResponse( order ) ).toBe( true );
		} );

		it.each( [
			[ 'a string order id', { ...order, order_id: '321' } ],
			[ 'no payment result', { ...order, payment_result: null } ],
			[
				'an unknown payment status',
				{
					...order,
					payment_result: {
						...order.payment_result,
						payment_status: 'paid',
					},
				},
			],
			[
				'payment details that are not key/value strings',
				{
					...order,
					payment_result: {
						...order.payment_result,
						payment_details: [ { key: 'reference', value: 5 } ],
					},
				},
			],
			[
				'no redirect URL',
				{
					...order,
					payment_result: {
						...order.payment_result,
						redirect_url: undefined,
					},
				},
			],
			[ 'an error body', { code: 'x', message: 'y' } ],
		] )( 'rejects %s', ( _, value ) => {
			expect( isCheckoutResponse( value ) ).toBe( false );
		} );
	} );

	describe( 'getCartFromError', () => {
		it( 'returns the cart a conflict carries', () => {
			const cart = cartResponse();
			expect(
				getCartFromError( {
					code: 'woocommerce_rest_cart_item_error',
					message: 'Stock changed',
					data: { status: 409, cart },
				} )
			).toBe( cart );
		} );

		it( 'returns null without a valid cart', () => {
			expect(
				getCartFromError( {
					code: 'x',
					message: 'y',
					data: { status: 409, cart: { items: 'none' } },
				} )
			).toBeNull();
			expect( getCartFromError( new Error( 'x' ) ) ).toBeNull();
		} );
	} );
} );
