/**
 * rueda/product on the live site: the buy box and the suggested services
 * mount on the two places render.php marks, each reading its products from
 * its data-* attributes. Unusable data leaves the server HTML as it is.
 */
import { isProductList, isProductResponse } from '@rueda/shared/api/guards';
import { readJson } from '@rueda/blocks/shared/frontend/attributes';
import { mountElements } from '@rueda/blocks/shared/frontend/mount';
import BuyBox from './buy-box';
import { createQuantityChannel } from './quantity-channel';
import SuggestedServices from './suggested-services';

// The buy box's quantity, followed by the services priced per wheel.
const tyreQuantity = createQuantityChannel( 1 );

mountElements( '[data-rueda-buy-box]', ( element, settings ) => {
	const product = readJson(
		element.dataset.product,
		isProductResponse,
		null
	);
	const variations = readJson(
		element.dataset.variations,
		isProductList,
		null
	);
	return product && variations ? (
		<BuyBox
			product={ product }
			variations={ variations }
			cartUrl={ settings.links.cart }
			// The server knows the tax settings: keep its note as written.
			priceNote={
				element
					.querySelector( '.rueda-product__price-note' )
					?.textContent?.trim() ?? ''
			}
			onQuantityChange={ tyreQuantity.set }
		/>
	) : null;
} );

mountElements( '[data-rueda-services]', ( element ) => {
	const products = readJson( element.dataset.products, isProductList, null );
	return products?.length ? (
		<SuggestedServices
			products={ products }
			tyreQuantity={ tyreQuantity }
		/>
	) : null;
} );
