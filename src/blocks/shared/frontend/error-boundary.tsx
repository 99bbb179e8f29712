/**
 * Keeps one broken block from taking the rest of the cart down with it
 * (spec section 8: 'Oops!' / 'There was an error loading the content.').
 * Administrators also see which block failed and why.
 */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

type Props = {
	blockName: string;
	showDetails: boolean;
	children: ReactNode;
};

type State = { error: unknown };

/**
 * What went wrong, as administrators read it: `status: statusText` for a
 * failed response, the message for an error.
 *
 * @param error What the block threw.
 */
export function describeError( error: unknown ): string {
	if ( typeof error === 'object' && error !== null ) {
		if ( 'status' in error && 'statusText' in error ) {
			return `${ String( error.status ) }: ${ String( error.statusText ) }`;
		}
		if ( 'message' in error && typeof error.message === 'string' ) {
			return error.message;
		}
	}
	return String( error );
}

export default class BlockErrorBoundary extends Component< Props, State > {
	override state: State = { error: null };

	static getDerivedStateFromError( error: unknown ): State {
		return { error };
	}

	override render() {
		const { error } = this.state;
		const { blockName, showDetails, children } = this.props;
		if ( ! error ) {
			return children;
		}
		return (
			<div className="rueda-block-error" role="alert">
				<p className="rueda-block-error__title">
					{ __( 'Oops!', 'rueda' ) }
				</p>
				<p>
					{ __( 'There was an error loading the content.', 'rueda' ) }
				</p>
				{ showDetails && (
					<>
						<p>
							{ sprintf(
								/* translators: %s: block name, e.g. rueda/cart-line-items. */
								__( 'Unexpected error in: %s', 'rueda' ),
								blockName
							) }
						</p>
						<p>
							{ sprintf(
								/* translators: %s: error message. */
								__( 'Error: %s', 'rueda' ),
								describeError( error )
							) }
						</p>
					</>
				) }
			</div>
		);
	}
}
