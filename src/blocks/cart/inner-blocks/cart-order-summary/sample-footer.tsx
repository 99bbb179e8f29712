/**
 * The totals footer with the sample cart, for the editor.
 */

import TotalsFooter from '@rueda/blocks/shared/cart/totals-footer';
import {
	Preview,
	getEditorSettings,
	useSampleCart,
} from '@rueda/blocks/shared/editor';

export default function SampleTotalsFooter() {
	const cart = useSampleCart();
	return (
		<Preview>
			<TotalsFooter cart={ cart } taxes={ getEditorSettings().taxes } />
		</Preview>
	);
}
