/**
 * rueda/cart-express-payment on the live site: the express buttons placed in
 * the area, then "Or"; nothing when no payment method placed any.
 */
import type { InnerBlockProps } from '@rueda/runtime';

import { ExpressPaymentDivider } from './block';

export default function ExpressPaymentBlock( {
	className,
	children,
}: InnerBlockProps ) {
	if ( ! children ) {
		return null;
	}
	return (
		<div className={ className }>
			<div className="rueda-express-payment__methods">{ children }</div>
			<ExpressPaymentDivider />
		</div>
	);
}
