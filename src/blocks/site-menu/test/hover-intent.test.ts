import { createHoverIntent } from '../hover-intent';

describe( 'createHoverIntent', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	const setup = () => {
		const over = jest.fn();
		const out = jest.fn();
		const intent = createHoverIntent(
			{ sensitivity: 7, interval: 100, timeout: 300 },
			over,
			out
		);
		return { intent, over, out };
	};

	it( 'calls over once the pointer rests for an interval', () => {
		const { intent, over } = setup();
		intent.enter( { clientX: 10, clientY: 10 } );
		jest.advanceTimersByTime( 99 );
		expect( over ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( over ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits while the pointer keeps moving fast, then opens when it slows', () => {
		const { intent, over } = setup();
		intent.enter( { clientX: 0, clientY: 0 } );
		for ( let step = 1; step <= 5; step++ ) {
			intent.move( { clientX: step * 20, clientY: 0 } );
			jest.advanceTimersByTime( 100 );
		}
		expect( over ).not.toHaveBeenCalled();
		intent.move( { clientX: 103, clientY: 2 } );
		jest.advanceTimersByTime( 100 );
		expect( over ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never calls over for a sweep that leaves before resting', () => {
		const { intent, over, out } = setup();
		intent.enter( { clientX: 0, clientY: 0 } );
		intent.move( { clientX: 40, clientY: 0 } );
		jest.advanceTimersByTime( 60 );
		intent.leave();
		jest.advanceTimersByTime( 1000 );
		expect( over ).not.toHaveBeenCalled();
		expect( out ).not.toHaveBeenCalled();
	} );

	it( 'calls out after the timeout, unless the pointer comes back', () => {
		const { intent, over, out } = setup();
		intent.enter( { clientX: 0, clientY: 0 } );
		jest.advanceTimersByTime( 100 );
		intent.leave();
		jest.advanceTimersByTime( 200 );
		intent.enter( { clientX: 1, clientY: 1 } );
		jest.advanceTimersByTime( 1000 );
		expect( out ).not.toHaveBeenCalled();

		intent.leave();
		jest.advanceTimersByTime( 299 );
		expect( out ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( out ).toHaveBeenCalledTimes( 1 );
		expect( over ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'opens on entering with interval 0 (plain hover)', () => {
		const over = jest.fn();
		createHoverIntent(
			{ sensitivity: Infinity, interval: 0, timeout: 300 },
			over,
			jest.fn()
		).enter( { clientX: 0, clientY: 0 } );
		expect( over ).toHaveBeenCalled();
	} );
} );
