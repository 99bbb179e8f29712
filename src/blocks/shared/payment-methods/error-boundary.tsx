/**
 * Keeps a payment method whose UI fails from breaking the payment step: the
 * shopper reads that the method has difficulties, administrators that it is
 * misconfigured (spec section 8); the error is logged.
 */
import { Component } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import Notice from '@rueda/shared/cart/notice';

type Props = { showDetails: boolean; children: ReactNode };

type State = { hasError: boolean };

export default class PaymentMethodErrorBoundary extends Component<
	Props,
	State
> {
	override state: State = { hasError: false };

	static getDerivedStateFromError(): State {
		return { hasError: true };
	}

	override componentDidCatch( error: unknown ) {
		// eslint-disable-next-line no-console -- the spec asks for payment method errors to be logged.
		console.error( error );
	}

	override render() {
		if ( ! this.state.hasError ) {
			return this.props.children;
		}
		return (
			<Notice status="error">
				{ this.props.showDetails
					? __(
							"There was an error with this payment method. Please verify it's configured correctly.",
							'rueda'
						)
					: __(
							'We are experiencing difficulties with this payment method. Please contact us for assistance.',
							'rueda'
						) }
			</Notice>
		);
	}
}
