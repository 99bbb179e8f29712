/**
 * The mini cart's button: a cart icon, the item count and the total, with an
 * accessible label that says all of it ("Cart: 2 items, 289,90 €").
 */
import { _n, sprintf } from '@wordpress/i18n';
import type { Ref } from 'react';

export type MiniCartButtonProps = {
	count: number;
	/** The cart total, formatted. */
	total: string;
	showTotal: boolean;
	isExpanded?: boolean;
	onClick?: () => void;
	/** Warms the drawer's code before the click. */
	onIntent?: () => void;
	buttonRef?: Ref< HTMLButtonElement >;
};

export function getMiniCartLabel( count: number, total: string ): string {
	return sprintf(
		/* translators: 1: number of items in the cart, 2: cart total. */
		_n( 'Cart: %1$d item, %2$s', 'Cart: %1$d items, %2$s', count, 'rueda' ),
		count,
		total
	);
}

export function CartIcon() {
	return (
		<svg
			className="rueda-mini-cart__icon"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm10 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zM7.2 14.8l.1-.2.9-1.6h7.4c.8 0 1.4-.4 1.7-1l3.9-7-1.7-1-3.9 7H8.5L4.3 2H1v2h2l3.6 7.6-1.4 2.4c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4c-.1 0-.2-.1-.2-.2z" />
		</svg>
	);
}

export default function MiniCartButton( {
	count,
	total,
	showTotal,
	isExpanded = false,
	onClick,
	onIntent,
	buttonRef,
}: MiniCartButtonProps ) {
	return (
		<button
			ref={ buttonRef }
			type="button"
			className="rueda-mini-cart__button"
			aria-label={ getMiniCartLabel( count, total ) }
			aria-haspopup="dialog"
			aria-expanded={ isExpanded }
			onClick={ onClick }
			onMouseEnter={ onIntent }
			onFocus={ onIntent }
		>
			<CartIcon />
			{ count > 0 && (
				// Drawn from data-count, so the button's visible text stays part
				// of its name ("Carrito: 3 artículos, 109,95 €").
				<span
					className="rueda-mini-cart__badge"
					data-count={ count }
					aria-hidden="true"
				/>
			) }
			{ showTotal && (
				<span className="rueda-mini-cart__amount" aria-hidden="true">
					{ total }
				</span>
			) }
		</button>
	);
}
