/// <reference types="@wordpress/jest-console" />
/**
 * The tiny typed event emitter.
 */
import { createEventEmitter } from '../event-emitter';

type Events = {
	ping: { count: number };
	pong: string;
};

describe( 'createEventEmitter', () => {
	it( 'calls the listeners of an event in subscription order', () => {
		const emitter = createEventEmitter< Events >();
		const calls: string[] = [];
		emitter.subscribe( 'ping', ( { count } ) =>
			calls.push( `a${ count }` )
		);
		emitter.subscribe( 'ping', ( { count } ) =>
			calls.push( `b${ count }` )
		);
		emitter.subscribe( 'pong', ( text ) => calls.push( text ) );

		emitter.emit( 'ping', { count: 1 } );

		expect( calls ).toEqual( [ 'a1', 'b1' ] );
	} );

	it( 'stops calling a listener after unsubscribe, either way', () => {
		const emitter = createEventEmitter< Events >();
		const first = jest.fn();
		const second = jest.fn();
		const unsubscribeFirst = emitter.subscribe( 'pong', first );
		emitter.subscribe( 'pong', second );

		unsubscribeFirst();
		emitter.unsubscribe( 'pong', second );
		emitter.emit( 'pong', 'hello' );

		expect( first ).not.toHaveBeenCalled();
		expect( second ).not.toHaveBeenCalled();
	} );

	it( 'lets a listener unsubscribe while the event runs', () => {
		const emitter = createEventEmitter< Events >();
		const later = jest.fn();
		const unsubscribe = emitter.subscribe( 'pong', () => unsubscribe() );
		emitter.subscribe( 'pong', later );

		emitter.emit( 'pong', 'one' );
		emitter.emit( 'pong', 'two' );

		expect( later ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'logs a throwing listener and still calls the others', () => {
		const emitter = createEventEmitter< Events >();
		const error = new Error( 'broken listener' );
		const after = jest.fn();
		emitter.subscribe( 'pong', () => {
			throw error;
		} );
		emitter.subscribe( 'pong', after );

		emitter.emit( 'pong', 'hi' );

		expect( after ).toHaveBeenCalledWith( 'hi' );
		expect( console ).toHaveErroredWith( error );
	} );

	it( 'emits to nobody without listeners', () => {
		const emitter = createEventEmitter< Events >();
		expect( () => emitter.emit( 'ping', { count: 0 } ) ).not.toThrow();
	} );
} );
