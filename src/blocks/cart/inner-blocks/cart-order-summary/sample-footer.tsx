/**
 * The totals footer with the sample cart, for the editor.
 */
import { useMemo } from '@wordpress/element';

import {
	SAMPLE_TAXES,
	getSampleCart,
} from '../../../../shared/cart/sample-cart';
import TotalsFooter from '../../../../shared/cart/totals-footer';
import { Preview } from '../../../../shared/editor';

export default function SampleTotalsFooter() {
	const cart = useMemo( getSampleCart, [] );
	return (
		<Preview>
			<TotalsFooter cart={ cart } taxes={ SAMPLE_TAXES } />
		</Preview>
	);
}
