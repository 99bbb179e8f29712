/**
 * Checkout events: priorities, the abort variant and thrown listeners.
 */
import {
	CHECKOUT_EVENTS,
	createObservers,
	isErrorOrFailure,
} from '../observers';

describe( 'checkout observers', () => {
	it( 'runs listeners by ascending priority, ties in subscription order', async () => {
		const observers = createObservers< string >();
		const calls: string[] = [];
		observers.subscribe( CHECKOUT_EVENTS.success, () => {
			calls.push( 'default-a' );
		} );
		observers.subscribe(
			CHECKOUT_EVENTS.success,
			() => {
				calls.push( 'late' );
			},
			20
		);
		observers.subscribe(
			CHECKOUT_EVENTS.success,
			async () => {
				calls.push( 'early' );
			},
			1
		);
		observers.subscribe( CHECKOUT_EVENTS.success, () => {
			calls.push( 'default-b' );
		} );
		observers.subscribe( CHECKOUT_EVENTS.fail, () => {
			calls.push( 'other event' );
		} );

		await observers.emit( CHECKOUT_EVENTS.success, 'pedido' );

		expect( calls ).toEqual( [
			'early',
			'default-a',
			'default-b',
			'late',
		] );
	} );

	it( 'stops the abort variant at the first error or failure', async () => {
		const observers = createObservers();
		const last = jest.fn();
		observers.subscribe( CHECKOUT_EVENTS.validation, () => ( {
			type: 'success',
		} ) );
		observers.subscribe( CHECKOUT_EVENTS.validation, () => ( {
			type: 'failure',
			message: 'Acepta los términos.',
			messageContext: 'checkout-actions',
		} ) );
		observers.subscribe( CHECKOUT_EVENTS.validation, last );

		const results = await observers.emitWithAbort(
			CHECKOUT_EVENTS.validation,
			{}
		);

		expect( results ).toHaveLength( 2 );
		expect( isErrorOrFailure( results[ 1 ] ) ).toBe( true );
		expect( last ).not.toHaveBeenCalled();

		// Without abort every listener runs.
		await observers.emit( CHECKOUT_EVENTS.validation, {} );
		expect( last ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'turns a thrown listener into an error response and logs it', async () => {
		const observers = createObservers();
		const after = jest.fn();
		observers.subscribe( CHECKOUT_EVENTS.validation, () => {
			throw new Error( 'Sin conexión con el banco' );
		} );
		observers.subscribe( CHECKOUT_EVENTS.validation, after );

		const results = await observers.emitWithAbort(
			CHECKOUT_EVENTS.validation,
			{}
		);

		expect( results ).toEqual( [
			{ type: 'error', message: 'Sin conexión con el banco' },
		] );
		expect( after ).not.toHaveBeenCalled();
		expect( console ).toHaveErrored();
	} );

	it( 'forgets a listener once unsubscribed; true and nothing are not failures', async () => {
		const observers = createObservers();
		const listener = jest.fn( () => true );
		const unsubscribe = observers.subscribe(
			CHECKOUT_EVENTS.fail,
			listener
		);
		expect(
			await observers.emitWithAbort( CHECKOUT_EVENTS.fail, {} )
		).toEqual( [ true ] );
		unsubscribe();
		expect( await observers.emit( CHECKOUT_EVENTS.fail, {} ) ).toEqual(
			[]
		);
		expect( isErrorOrFailure( undefined ) ).toBe( false );
		expect( isErrorOrFailure( { type: 'success' } ) ).toBe( false );
	} );
} );
