/**
 * The buy box of the product page: price (and what a pair and a set of tyres
 * cost), stock, reference, the options of a variable product, for a tyre that
 * can be fitted the choice of fitting (fitted first), the quantity (quick
 * buttons and the quantity selector) and the add-to-cart button, with the
 * add-to-cart notice and a polite confirmation.
 */
import {
	createInterpolateElement,
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { ProductResponse } from '@rueda/shared/api';
import { classNames } from '@rueda/shared/cart/class-names';
import { getProductFitting } from '@rueda/shared/fitting/product-fitting';
import { addAmounts, formatPrice } from '@rueda/shared/money';
import { NOTICE_CONTEXTS } from '@rueda/blocks/shared/notices';
import StoreNotices from '@rueda/blocks/shared/notices/store-notices';
import { useAddToCart } from '@rueda/blocks/shared/products/use-add-to-cart';
import { QuantitySelector } from '@rueda/shared/quantity-selector';
import { EcovalorPageNote } from '@rueda/shared/tyres/ecovalor-note';
import VehicleFitWarning from '@rueda/shared/tyres/vehicle-fit-warning';
import { normalizeQuantity } from '@rueda/shared/quantity-selector/quantity';
import { readChoiceFromQuery, writeChoiceToUrl } from './choice-url';
import FittingChoice from './fitting-choice';
import ProductPrice, { isOnSale } from './product-price';
import {
	getDefaultQuantity,
	getProductLimits,
	getQuickQuantities,
	hasAllowedQuantity,
	hasQuantityChoice,
} from './quantity-options';
import {
	autoSelect,
	findVariation,
	getChoiceAttributes,
	getChoiceVariations,
	sanitizeChoice,
	toVariationData,
	withOption,
	type Choice,
} from './variation-choices';
import VariationPicker from './variation-picker';

export type BuyBoxProps = {
	product: ProductResponse;
	/** The ProductResponse of each published variation ([] for simple products). */
	variations: readonly ProductResponse[];
	/** The cart page ('' when none is set). */
	cartUrl: string;
	/** What the price includes, as the server wrote it ("Price per tyre, VAT included"). */
	priceNote?: string;
	/** Hears the chosen quantity (the suggested services follow it). */
	onQuantityChange?: ( quantity: number ) => void;
};

export default function BuyBox( {
	product,
	variations,
	cartUrl,
	priceNote = '',
	onQuantityChange,
}: BuyBoxProps ) {
	const name = decodeEntities( product.name );
	const isTyre = !! product.tyre;
	const options = useMemo( () => {
		const choiceVariations = getChoiceVariations( product, variations );
		return {
			variations: choiceVariations,
			attributes:
				product.type === 'variable'
					? getChoiceAttributes( product, choiceVariations )
					: [],
		};
	}, [ product, variations ] );
	const isVariable = product.type === 'variable';

	const [ choice, setChoice ] = useState< Choice >( () =>
		autoSelect(
			options.attributes,
			options.variations,
			sanitizeChoice(
				options.attributes,
				options.variations,
				readChoiceFromQuery(
					window.location.search,
					options.attributes
				)
			)
		)
	);
	const matched = isVariable
		? findVariation( options.attributes, options.variations, choice )
		: null;
	const current =
		( matched &&
			variations.find( ( variation ) => variation.id === matched.id ) ) ||
		product;
	const needsChoice = isVariable && ! matched;

	const limits = getProductLimits( current );
	const quickQuantities = getQuickQuantities( limits );
	const [ wanted, setWanted ] = useState( () =>
		getDefaultQuantity( limits, isTyre )
	);
	// The wish follows the limits of whatever variation is chosen.
	const quantity = normalizeQuantity( wanted, limits );

	const fitting = getProductFitting( current );
	// Most tyres are bought fitted: chosen first when it is offered.
	const [ wantsFitting, setWantsFitting ] = useState( true );
	const fitted = !! fitting && wantsFitting;

	const { add, isAdding } = useAddToCart( NOTICE_CONTEXTS.product );
	const adding = isAdding( product.id );
	const [ added, setAdded ] = useState( false );

	useEffect( () => {
		onQuantityChange?.( quantity );
	}, [ onQuantityChange, quantity ] );

	// The choice goes into the URL, so the page can be shared as chosen.
	useEffect( () => {
		if ( options.attributes.length ) {
			window.history.replaceState(
				window.history.state,
				'',
				writeChoiceToUrl(
					window.location.href,
					options.attributes,
					choice
				)
			);
		}
	}, [ options.attributes, choice ] );

	let reason = '';
	if ( isVariable && ! options.attributes.length ) {
		reason = __( 'This product cannot be purchased right now.', 'rueda' );
	} else if ( ! needsChoice && ! current.is_in_stock ) {
		reason =
			decodeEntities( current.stock_availability?.text ?? '' ) ||
			__( 'Out of stock', 'rueda' );
	} else if (
		! needsChoice &&
		( ! current.is_purchasable || ! hasAllowedQuantity( current ) )
	) {
		reason = __( 'This product cannot be purchased right now.', 'rueda' );
	}
	const stockText = current.is_in_stock
		? decodeEntities( current.stock_availability?.text ?? '' ) ||
			__( 'In stock', 'rueda' )
		: '';
	// Before a variation is chosen, only if some variation takes more than one.
	const showQuantity =
		! reason &&
		( needsChoice
			? variations.some( ( variation ) =>
					hasQuantityChoice( getProductLimits( variation ) )
				)
			: hasQuantityChoice( limits ) );
	// What a pair and a set cost, for the quantities the cart may take.
	const sets =
		isTyre && hasAllowedQuantity( current )
			? quickQuantities.filter( ( count ) => count > 1 )
			: [];
	const reasonId = `rueda-buy-box-reason-${ product.id }`;

	const chooseQuantity = ( next: number ) => {
		setAdded( false );
		setWanted( next );
	};

	const onAdd = () => {
		setAdded( false );
		add( product, {
			quantity,
			variation: matched
				? {
						id: matched.id,
						attributes: toVariationData(
							options.attributes,
							choice
						),
					}
				: undefined,
			fitting: fitted && fitting ? { band: fitting.band.id } : undefined,
		} ).then( setAdded );
	};

	return (
		<>
			<div className="rueda-product__prices">
				<p
					className={ classNames(
						'rueda-product__price',
						isOnSale( current ) && 'is-on-sale'
					) }
				>
					<ProductPrice product={ current } />
				</p>
				{ priceNote && (
					<p className="rueda-product__price-note">{ priceNote }</p>
				) }
				<EcovalorPageNote
					tyre={ product.tyre }
					format={ current.prices }
				/>
				{ sets.length > 0 && (
					<ul className="rueda-product__sets">
						{ sets.map( ( count ) => (
							<li key={ count }>
								{ createInterpolateElement(
									sprintf(
										/* translators: 1: number of tyres, 2: their price, e.g. 289,90 €. */
										_n(
											'%1$d tyre: %2$s',
											'%1$d tyres: %2$s',
											count,
											'rueda'
										),
										count,
										`<price>${ formatPrice(
											addAmounts( current.prices.price ) *
												count,
											current.prices
										) }</price>`
									),
									{ price: <strong /> }
								) }
							</li>
						) ) }
					</ul>
				) }
			</div>
			<VehicleFitWarning tyre={ product.tyre } />
			{ ( stockText || current.sku ) && (
				<p className="rueda-buy-box__meta">
					{ stockText && (
						<span
							className={ classNames(
								'rueda-buy-box__stock',
								current.stock_availability?.class &&
									`is-${ current.stock_availability.class }`
							) }
						>
							{ stockText }
						</span>
					) }
					{ current.sku && (
						<span className="rueda-buy-box__sku">
							{ sprintf(
								/* translators: %s: product reference (SKU). */
								__( 'Ref.: %s', 'rueda' ),
								current.sku
							) }
						</span>
					) }
				</p>
			) }
			{ options.attributes.length > 0 && (
				<VariationPicker
					attributes={ options.attributes }
					variations={ options.variations }
					choice={ choice }
					disabled={ adding }
					onChange={ ( key, value ) => {
						setAdded( false );
						setChoice( ( previous ) =>
							autoSelect(
								options.attributes,
								options.variations,
								withOption( previous, key, value )
							)
						);
					} }
				/>
			) }
			{ ! reason && fitting && (
				<FittingChoice
					productId={ product.id }
					price={ current.prices.price }
					fitting={ fitting }
					format={ current.prices }
					fitted={ fitted }
					disabled={ adding }
					onChange={ ( next ) => {
						setAdded( false );
						setWantsFitting( next );
					} }
				/>
			) }
			{ showQuantity && (
				<fieldset className="rueda-buy-box__quantity">
					<legend className="rueda-buy-box__legend">
						{ __( 'Quantity', 'rueda' ) }
					</legend>
					<div className="rueda-buy-box__quantity-row">
						{ quickQuantities.length > 1 && (
							<div className="rueda-buy-box__quick">
								{ quickQuantities.map( ( count ) => (
									<button
										key={ count }
										type="button"
										className="rueda-buy-box__quick-option"
										aria-pressed={ count === quantity }
										disabled={ adding }
										onClick={ () =>
											chooseQuantity( count )
										}
									>
										{ count }
									</button>
								) ) }
							</div>
						) }
						<QuantitySelector
							quantity={ quantity }
							limits={ limits }
							itemName={ name }
							disabled={ adding }
							onChange={ chooseQuantity }
						/>
					</div>
				</fieldset>
			) }
			<StoreNotices context={ NOTICE_CONTEXTS.product } />
			{ reason && (
				<p id={ reasonId } className="rueda-buy-box__reason">
					{ reason }
				</p>
			) }
			<button
				type="button"
				className={ classNames(
					'rueda-button rueda-buy-box__add',
					adding && 'is-busy'
				) }
				aria-busy={ adding }
				aria-describedby={ reason ? reasonId : undefined }
				// Busy, it keeps the focus: aria-disabled, not disabled.
				aria-disabled={ adding }
				disabled={ needsChoice || !! reason }
				onClick={ adding ? undefined : onAdd }
			>
				{ adding && (
					<span className="rueda-spinner" aria-hidden="true" />
				) }
				{ needsChoice
					? __( 'Choose an option', 'rueda' )
					: product.add_to_cart.single_text ||
						__( 'Add to cart', 'rueda' ) }
			</button>
			<div className="rueda-buy-box__confirmation" role="status">
				{ added && (
					<>
						<span className="rueda-buy-box__added">
							{ __( 'Added to cart', 'rueda' ) }
						</span>
						{ cartUrl && (
							<a href={ cartUrl }>
								{ __( 'View cart', 'rueda' ) }
							</a>
						) }
					</>
				) }
			</div>
		</>
	);
}
