/**
 * Hover intent, as the classic hoverIntent jQuery plugin does it, without jQuery:
 * on entering an item, poll the pointer every `interval` ms and call `over`
 * once it moved less than `sensitivity` px since the previous poll (the
 * pointer rests or slows there); a quick sweep across the item never does. On
 * leaving, call `out` after `timeout` ms unless the pointer comes back first.
 */
export type HoverIntentOptions = {
	/** Pixels the pointer may move between two polls and still count as resting. */
	sensitivity: number;
	/** Milliseconds between polls; 0 opens on entering (plain hover). */
	interval: number;
	/** Milliseconds before `out` after leaving. */
	timeout: number;
};

export const HOVER_INTENT_DEFAULTS: HoverIntentOptions = {
	sensitivity: 7,
	interval: 100,
	timeout: 300,
};

type Point = { clientX: number; clientY: number };

export type HoverIntent = {
	enter: ( event: Point ) => void;
	move: ( event: Point ) => void;
	leave: () => void;
	/** Forgets the item was hovered and stops the timers. */
	cancel: () => void;
};

export function createHoverIntent(
	{ sensitivity, interval, timeout }: HoverIntentOptions,
	over: () => void,
	out: () => void
): HoverIntent {
	let x = 0;
	let y = 0;
	let previousX = 0;
	let previousY = 0;
	let isOver = false;
	let poll: ReturnType< typeof setTimeout > | undefined;
	let closing: ReturnType< typeof setTimeout > | undefined;

	const stop = () => {
		clearTimeout( poll );
		clearTimeout( closing );
		poll = closing = undefined;
	};
	const compare = () => {
		poll = undefined;
		if (
			Math.abs( previousX - x ) + Math.abs( previousY - y ) <
			sensitivity
		) {
			isOver = true;
			over();
		} else {
			previousX = x;
			previousY = y;
			poll = setTimeout( compare, interval );
		}
	};
	const move = ( event: Point ) => {
		x = event.clientX;
		y = event.clientY;
	};

	return {
		move,
		enter( event ) {
			clearTimeout( closing );
			closing = undefined;
			move( event );
			if ( isOver ) {
				// Back before `timeout`: keep (or, if another item closed it, reopen) it.
				over();
				return;
			}
			if ( poll ) {
				return;
			}
			previousX = x;
			previousY = y;
			if ( interval > 0 ) {
				poll = setTimeout( compare, interval );
			} else {
				compare();
			}
		},
		leave() {
			clearTimeout( poll );
			poll = undefined;
			if ( isOver && ! closing ) {
				closing = setTimeout( () => {
					closing = undefined;
					isOver = false;
					out();
				}, timeout );
			}
		},
		cancel() {
			stop();
			isOver = false;
		},
	};
}
