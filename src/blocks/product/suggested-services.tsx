/**
 * The services suggested with a tyre (fitting, balancing...), each added to
 * the cart with one button: services priced per wheel in the tyre quantity
 * of the buy box, the others once. A service with options (alignment: one
 * axle or both) links to its page, where they are chosen.
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, _n, sprintf } from '@wordpress/i18n';
import { noticesStore } from '@rueda/runtime';

import type { ProductResponse } from '@rueda/shared/api';
import { classNames } from '@rueda/shared/cart/class-names';
import { NOTICE_CONTEXTS } from '@rueda/blocks/shared/notices';
import StoreNotices from '@rueda/blocks/shared/notices/store-notices';
import { useAddToCart } from '@rueda/blocks/shared/products/use-add-to-cart';
import { normalizeQuantity } from '@rueda/shared/quantity-selector/quantity';
import ProductPrice from './product-price';
import { useChannelQuantity, type QuantityChannel } from './quantity-channel';
import { getProductLimits, hasAllowedQuantity } from './quantity-options';

const CONTEXT = NOTICE_CONTEXTS.productServices;

/** Services that may be added four times are priced per wheel. */
const WHEELS = 4;

/**
 * How many units of a service go with the chosen tyres.
 *
 * @param service      Service.
 * @param tyreQuantity Tyres chosen in the buy box.
 */
export function getServiceQuantity(
	service: Pick<
		ProductResponse,
		'add_to_cart' | 'sold_individually' | 'has_options'
	>,
	tyreQuantity: number
): number {
	const limits = getProductLimits( service );
	return ! service.has_options &&
		! service.sold_individually &&
		limits.maximum >= WHEELS
		? normalizeQuantity( tyreQuantity, limits )
		: normalizeQuantity( limits.minimum, limits );
}

export default function SuggestedServices( {
	products,
	tyreQuantity,
}: {
	products: readonly ProductResponse[];
	tyreQuantity: QuantityChannel;
} ) {
	const tyres = useChannelQuantity( tyreQuantity );
	const { add, isAdding } = useAddToCart( CONTEXT );
	const [ added, setAdded ] = useState< readonly number[] >( [] );
	const hasNotices = useSelect(
		( select ) => select( noticesStore ).getNotices( CONTEXT ).length > 0,
		[]
	);

	const onAdd = ( service: ProductResponse, quantity: number ) => {
		setAdded( ( ids ) => ids.filter( ( id ) => id !== service.id ) );
		add( service, { quantity } ).then( ( ok ) => {
			if ( ok ) {
				setAdded( ( ids ) => [ ...ids, service.id ] );
			}
		} );
	};

	return (
		<>
			{ hasNotices && (
				<li className="rueda-suggested-services__notices">
					<StoreNotices context={ CONTEXT } />
				</li>
			) }
			{ products.map( ( service ) => {
				const name = decodeEntities( service.name );
				const image = service.images[ 0 ];
				const quantity = getServiceQuantity( service, tyres );
				const adding = isAdding( service.id );
				const isAdded = added.includes( service.id );
				const quantityId = `rueda-service-quantity-${ service.id }`;
				return (
					<li
						key={ service.id }
						className="rueda-suggested-services__item"
					>
						<a
							className="rueda-suggested-services__image"
							href={ service.permalink }
							tabIndex={ -1 }
							aria-hidden="true"
						>
							{ image && (
								<img
									src={ image.thumbnail || image.src }
									alt=""
									loading="lazy"
								/>
							) }
						</a>
						<div className="rueda-suggested-services__body">
							<a
								className="rueda-suggested-services__name"
								href={ service.permalink }
							>
								{ name }
							</a>
							<span className="rueda-suggested-services__price">
								<ProductPrice product={ service } />
								{ quantity > 1 && (
									<span
										id={ quantityId }
										className="rueda-suggested-services__quantity"
									>
										{ sprintf(
											/* translators: %d: number of wheels. */
											_n(
												'× %d wheel',
												'× %d wheels',
												quantity,
												'rueda'
											),
											quantity
										) }
									</span>
								) }
							</span>
						</div>
						{ service.has_options ? (
							<a
								className="rueda-button is-secondary rueda-suggested-services__add"
								href={
									service.add_to_cart.url || service.permalink
								}
							>
								{ decodeEntities( service.add_to_cart.text ) }
								<span className="rueda-visually-hidden">
									{ ` ${ name }` }
								</span>
							</a>
						) : (
							<button
								type="button"
								className={ classNames(
									'rueda-button is-secondary rueda-suggested-services__add',
									adding && 'is-busy',
									isAdded && 'is-added'
								) }
								aria-describedby={
									quantity > 1 ? quantityId : undefined
								}
								aria-busy={ adding }
								// Busy, it keeps the focus: aria-disabled, not disabled.
								aria-disabled={ adding }
								disabled={
									! service.is_purchasable ||
									! service.is_in_stock ||
									! hasAllowedQuantity( service )
								}
								onClick={
									adding
										? undefined
										: () => onAdd( service, quantity )
								}
							>
								{ adding && (
									<span
										className="rueda-spinner"
										aria-hidden="true"
									/>
								) }
								{ isAdded
									? __( 'Added', 'rueda' )
									: __( 'Add', 'rueda' ) }
								<span className="rueda-visually-hidden">
									{ ` ${ name }` }
								</span>
							</button>
						) }
						<span className="rueda-visually-hidden" role="status">
							{ isAdded &&
								sprintf(
									/* translators: %s: product name. */
									__(
										'“%s” was added to your cart.',
										'rueda'
									),
									name
								) }
						</span>
					</li>
				);
			} ) }
		</>
	);
}
