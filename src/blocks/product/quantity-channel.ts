/**
 * The tyre quantity the buy box has chosen, shared with the suggested
 * services (another React root on the same page), which add per-wheel
 * services in that quantity.
 */
import { useSyncExternalStore } from '@wordpress/element';

export type QuantityChannel = {
	get: () => number;
	set: ( quantity: number ) => void;
	subscribe: ( listener: () => void ) => () => void;
};

/**
 * @param initial Quantity before the buy box says otherwise.
 */
export function createQuantityChannel( initial: number ): QuantityChannel {
	let quantity = initial;
	const listeners = new Set< () => void >();
	return {
		get: () => quantity,
		set: ( next ) => {
			if ( next !== quantity ) {
				quantity = next;
				listeners.forEach( ( listener ) => listener() );
			}
		},
		subscribe: ( listener ) => {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
	};
}

/**
 * The channel's quantity, re-rendering when it changes.
 *
 * @param channel Channel.
 */
export function useChannelQuantity( channel: QuantityChannel ): number {
	return useSyncExternalStore( channel.subscribe, channel.get );
}
