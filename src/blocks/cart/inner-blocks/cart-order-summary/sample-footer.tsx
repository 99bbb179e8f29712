/**
 * The totals footer with the sample cart, for the editor.
 */

import TotalsFooter from '../../../shared/cart/totals-footer';
import {
	Preview,
	getEditorSettings,
	useSampleCart,
} from '../../../shared/editor';

export default function SampleTotalsFooter() {
	const cart = useSampleCart();
	return (
		<Preview>
			<TotalsFooter cart={ cart } taxes={ getEditorSettings().taxes } />
		</Preview>
	);
}
