/**
 * A quantity input with minus and plus buttons (spec section 5).
 *
 * Typing is applied QUANTITY_TYPING_DEBOUNCE_MS after the last keystroke, or at
 * once on blur; Enter blurs; ArrowUp/ArrowDown work like plus/minus. Text that
 * is not a number reverts to the current quantity.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import type { QuantityLimits } from '../api';
import {
	QUANTITY_TYPING_DEBOUNCE_MS,
	getQuantityBounds,
	getQuantityLimits,
	normalizeQuantity,
	parseQuantity,
} from './quantity';

export type QuantitySelectorProps = {
	quantity: number;
	/** Limits as the API sent them; absent fields take the defaults. */
	limits?: Partial< QuantityLimits > | null;
	onChange: ( quantity: number ) => void;
	/** Names the item in the accessible labels. */
	itemName: string;
	disabled?: boolean;
};

export default function QuantitySelector( {
	quantity,
	limits: rawLimits,
	onChange,
	itemName,
	disabled = false,
}: QuantitySelectorProps ) {
	const limits = getQuantityLimits( rawLimits );
	const { low, high } = getQuantityBounds( limits );
	const [ text, setText ] = useState( String( quantity ) );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const isTyping = useRef( false );

	// The timer fires after later renders: it must see their values.
	const latest = useRef( { quantity, limits, onChange } );
	latest.current = { quantity, limits, onChange };

	// Follow the quantity from outside (the server's answer, another tab)
	// unless the shopper is in the middle of typing.
	useEffect( () => {
		if ( ! isTyping.current ) {
			setText( String( quantity ) );
		}
	}, [ quantity ] );

	useEffect( () => () => clearTimeout( timer.current ), [] );

	const apply = ( next: number ) => {
		clearTimeout( timer.current );
		isTyping.current = false;
		setText( String( next ) );
		if ( next !== latest.current.quantity ) {
			latest.current.onChange( next );
		}
	};

	const commit = ( value: string ) =>
		apply(
			parseQuantity(
				value,
				latest.current.quantity,
				latest.current.limits
			)
		);

	const stepBy = ( direction: 1 | -1 ) => {
		const base = parseQuantity( text, quantity, limits );
		apply(
			normalizeQuantity( base + direction * limits.multiple_of, limits )
		);
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.currentTarget.blur();
		} else if ( event.key === 'ArrowUp' || event.key === 'ArrowDown' ) {
			event.preventDefault();
			stepBy( event.key === 'ArrowUp' ? 1 : -1 );
		}
	};

	if ( ! limits.editable ) {
		return (
			<span className="rueda-quantity-selector is-static">
				{ quantity }
			</span>
		);
	}

	return (
		<div className="rueda-quantity-selector">
			<button
				type="button"
				className="rueda-quantity-selector__button is-minus"
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Reduce quantity of %s', 'rueda' ),
					itemName
				) }
				disabled={ disabled || quantity <= low }
				onClick={ () => stepBy( -1 ) }
			>
				&#8722;
			</button>
			<input
				className="rueda-quantity-selector__input"
				type="number"
				inputMode="numeric"
				min={ low }
				max={ high }
				step={ limits.multiple_of }
				value={ text }
				disabled={ disabled }
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Quantity of %s', 'rueda' ),
					itemName
				) }
				onChange={ ( event ) => {
					const { value } = event.target;
					isTyping.current = true;
					setText( value );
					clearTimeout( timer.current );
					timer.current = setTimeout(
						() => commit( value ),
						QUANTITY_TYPING_DEBOUNCE_MS
					);
				} }
				onBlur={ ( event ) => commit( event.target.value ) }
				onKeyDown={ onKeyDown }
			/>
			<button
				type="button"
				className="rueda-quantity-selector__button is-plus"
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Increase quantity of %s', 'rueda' ),
					itemName
				) }
				disabled={ disabled || quantity >= high }
				onClick={ () => stepBy( 1 ) }
			>
				+
			</button>
		</div>
	);
}
