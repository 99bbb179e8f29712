/**
 * Create or edit a coupon: every rule the shop applies (type, amount, expiry,
 * usage limits, spend limits, products and categories, free shipping,
 * individual use). The server checks each field; its refusals show under them.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Card,
	CardBody,
	CardHeader,
	FormTokenField,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import FieldError from '../settings/field-error';
import FormButtons from '../shared/form-buttons';
import { idsToNames, namesToIds } from './choices';
import { discountTypes } from './discount-types';
import {
	COUPONS_PATH,
	NEW_COUPON,
	type Choice,
	type Coupon,
	type CouponFields,
	type CouponsPageData,
	type DiscountType,
} from './types';

type Errors = Partial< Record< keyof CouponFields, string > >;

function fieldsOf( coupon: Coupon | null ): CouponFields {
	if ( ! coupon ) {
		return { ...NEW_COUPON };
	}
	const fields = { ...NEW_COUPON };
	for ( const key of Object.keys( NEW_COUPON ) as Array<
		keyof CouponFields
	> ) {
		( fields as Record< string, unknown > )[ key ] = coupon[ key ];
	}
	return fields;
}

export default function CouponForm( {
	coupon,
	page,
	onDone,
}: {
	coupon: Coupon | null;
	page: CouponsPageData;
	onDone: () => void;
} ) {
	const [ draft, setDraft ] = useState< CouponFields >( () =>
		fieldsOf( coupon )
	);
	const [ errors, setErrors ] = useState< Errors >( {} );
	const [ isSaving, setIsSaving ] = useState( false );
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const change = ( changes: Partial< CouponFields > ) =>
		setDraft( ( current ) => ( { ...current, ...changes } ) );
	const money = __( 'In the shop’s currency; 0 for none.', 'rueda' );

	const save = async () => {
		setIsSaving( true );
		setErrors( {} );
		try {
			await apiFetch( {
				path: coupon
					? `${ COUPONS_PATH }/${ coupon.id }`
					: COUPONS_PATH,
				method: coupon ? 'PUT' : 'POST',
				data: draft,
			} );
			createSuccessNotice( __( 'Coupon saved.', 'rueda' ), {
				type: 'snackbar',
			} );
			onDone();
		} catch ( error ) {
			const failure = error as {
				message?: string;
				data?: { params?: Errors };
			};
			setErrors( failure.data?.params ?? {} );
			createErrorNotice(
				failure.message ??
					__( 'The coupon could not be saved.', 'rueda' ),
				{ type: 'snackbar' }
			);
		} finally {
			setIsSaving( false );
		}
	};

	const number = (
		key:
			| 'amount'
			| 'usage_limit'
			| 'usage_limit_per_user'
			| 'minimum_amount'
			| 'maximum_amount',
		label: string,
		help: string,
		step: number | 'any'
	) => (
		<div>
			<NumberControl
				__next40pxDefaultSize
				label={ label }
				help={ help }
				value={ draft[ key ] }
				min={ 0 }
				step={ step }
				onChange={ ( value ) =>
					change( { [ key ]: Number( value ?? 0 ) } )
				}
			/>
			<FieldError message={ errors[ key ] } />
		</div>
	);
	const tokens = (
		key:
			| 'product_ids'
			| 'excluded_product_ids'
			| 'category_ids'
			| 'excluded_category_ids',
		label: string,
		choices: Choice[]
	) => (
		<div>
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ idsToNames( draft[ key ], choices ) }
				suggestions={ choices.map( ( choice ) => choice.name ) }
				onChange={ ( names ) =>
					change( {
						[ key ]: namesToIds( names.map( String ), choices ),
					} )
				}
			/>
			<FieldError message={ errors[ key ] } />
		</div>
	);

	return (
		<form
			className="rueda-coupon-form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<Card>
				<CardHeader>
					<h2>
						{ coupon
							? __( 'Edit coupon', 'rueda' )
							: __( 'New coupon', 'rueda' ) }
					</h2>
				</CardHeader>
				<CardBody>
					<div>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Coupon code', 'rueda' ) }
							help={ __(
								'Shoppers type it in the cart; upper and lower case are the same.',
								'rueda'
							) }
							value={ draft.code }
							maxLength={ 50 }
							onChange={ ( code ) => change( { code } ) }
						/>
						<FieldError message={ errors.code } />
					</div>
					<div>
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Description (for you)', 'rueda' ) }
							value={ draft.description }
							onChange={ ( description ) =>
								change( { description } )
							}
						/>
						<FieldError message={ errors.description } />
					</div>
					<div>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Discount type', 'rueda' ) }
							value={ draft.discount_type }
							options={ discountTypes() }
							onChange={ ( type ) =>
								change( {
									discount_type: type as DiscountType,
								} )
							}
						/>
						<FieldError message={ errors.discount_type } />
					</div>
					{ number(
						'amount',
						__( 'Amount', 'rueda' ),
						draft.discount_type === 'percent'
							? __( 'A percentage from 0 to 100.', 'rueda' )
							: __( 'In the shop’s currency.', 'rueda' ),
						'any'
					) }
					<div>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Free shipping', 'rueda' ) }
							checked={ draft.free_shipping }
							onChange={ ( freeShipping ) =>
								change( { free_shipping: freeShipping } )
							}
						/>
						<FieldError message={ errors.free_shipping } />
					</div>
					<div>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="date"
							label={ __( 'Expiry date', 'rueda' ) }
							help={ __(
								'Valid until the end of that day; empty for no expiry.',
								'rueda'
							) }
							value={ draft.expires }
							onChange={ ( expires ) => change( { expires } ) }
						/>
						<FieldError message={ errors.expires } />
					</div>
				</CardBody>
			</Card>
			<Card>
				<CardHeader>
					<h2>{ __( 'Limits and restrictions', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody>
					{ number(
						'usage_limit',
						__( 'Usage limit', 'rueda' ),
						__( 'Uses in all; 0 for no limit.', 'rueda' ),
						1
					) }
					{ number(
						'usage_limit_per_user',
						__( 'Usage limit per customer', 'rueda' ),
						__( 'Uses per customer; 0 for no limit.', 'rueda' ),
						1
					) }
					{ number(
						'minimum_amount',
						__( 'Minimum spend', 'rueda' ),
						money,
						'any'
					) }
					{ number(
						'maximum_amount',
						__( 'Maximum spend', 'rueda' ),
						money,
						'any'
					) }
					<div>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Individual use only', 'rueda' ) }
							help={ __(
								'It cannot be combined with other coupons.',
								'rueda'
							) }
							checked={ draft.individual_use }
							onChange={ ( individualUse ) =>
								change( { individual_use: individualUse } )
							}
						/>
						<FieldError message={ errors.individual_use } />
					</div>
					{ tokens(
						'product_ids',
						__( 'Products', 'rueda' ),
						page.products
					) }
					{ tokens(
						'excluded_product_ids',
						__( 'Excluded products', 'rueda' ),
						page.products
					) }
					{ tokens(
						'category_ids',
						__( 'Categories', 'rueda' ),
						page.categories
					) }
					{ tokens(
						'excluded_category_ids',
						__( 'Excluded categories', 'rueda' ),
						page.categories
					) }
					<p className="description">
						{ __(
							'With products or categories, the coupon only discounts those; leave them empty for the whole cart.',
							'rueda'
						) }
					</p>
				</CardBody>
			</Card>
			<FormButtons
				className="rueda-coupon-form__buttons"
				saveLabel={ __( 'Save coupon', 'rueda' ) }
				isSaving={ isSaving }
				onBack={ onDone }
			/>
		</form>
	);
}
