/**
 * The icons beside a payment method's label: its own images as they are, the
 * built-in marks (payment-icon-marks.tsx, loaded on demand: only checkouts
 * whose methods declare icons load them). Ids that are not in the spec's list
 * are left out, and administrators (showErrorDetails) read why in the console.
 */
import { lazy, Suspense } from '@wordpress/element';

import {
	resolvePaymentIcons,
	type PaymentMethodIcon,
} from '@rueda/shared/payments/icons';

const PaymentIconMark = lazy(
	() =>
		import( /* webpackChunkName: "payment-icons" */ './payment-icon-marks' )
);

// Each unknown id is reported once per method, not on every render.
const reported = new Set< string >();

/**
 * @param method The method's name.
 * @param id     The unknown id.
 */
function reportUnknownIcon( method: string, id: string ): void {
	const key = `${ method }:${ id }`;
	if ( reported.has( key ) ) {
		return;
	}
	reported.add( key );
	// eslint-disable-next-line no-console -- administrators learn why an icon is missing.
	console.warn(
		`Rueda: payment method "${ method }": unknown icon "${ id }" ignored.`
	);
}

export default function PaymentMethodIcons( {
	method,
	icons,
	showErrorDetails,
}: {
	/** The method's name, for the administrators' message. */
	method: string;
	icons: readonly PaymentMethodIcon[] | readonly string[] | undefined;
	showErrorDetails: boolean;
} ) {
	const resolved = resolvePaymentIcons( icons, ( id ) => {
		if ( showErrorDetails ) {
			reportUnknownIcon( method, id );
		}
	} );
	if ( ! resolved.length ) {
		return null;
	}
	return (
		<span className="rueda-payment-icons">
			{ resolved.map( ( icon ) =>
				icon.src === undefined ? (
					<Suspense
						key={ icon.id }
						fallback={
							<span
								className="rueda-payment-icon"
								aria-hidden="true"
							/>
						}
					>
						<PaymentIconMark id={ icon.id } />
					</Suspense>
				) : (
					<img
						key={ icon.id }
						className="rueda-payment-icon"
						src={ icon.src }
						alt={ icon.alt }
						width="38"
						height="24"
					/>
				)
			) }
		</span>
	);
}
