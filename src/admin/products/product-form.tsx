/**
 * Creates or edits one product: the common fields, the tyre's or the
 * service's own, prices, stock, categories and photos. Saving sends every
 * field; the server's refusals show under their fields.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import type { FieldErrors } from '../settings/use-settings-group';
import FormButtons from '../shared/form-buttons';
import { formatAmount, parseAmount } from '../shared/money';
import {
	CheckboxField,
	NumberField,
	SelectField,
	TextAreaField,
	TextField,
} from './fields';
import ImageField from './image-field';
import ServiceFields from './service-fields';
import TyreFields from './tyre-fields';
import { buildTyreName, offersBuiltName, withFollowedName } from './tyre-name';
import {
	PRODUCTS_PATH,
	type Product,
	type ProductDraft,
	type ProductImage,
	type ProductsPageData,
} from './types';

export const NEW_PRODUCT: ProductDraft = {
	kind: 'tyre',
	status: 'draft',
	name: '',
	slug: '',
	sku: '',
	short_description: '',
	description: '',
	regular_price: 0,
	sale_price: null,
	sale_from: null,
	sale_to: null,
	// The shop's own stock (StockOrigins::DEFAULT), the workshop's package in the cart.
	stock_origin: 'taller',
	manage_stock: true,
	stock_quantity: 0,
	stock_status: 'instock',
	backorders: 'no',
	low_stock_threshold: null,
	max_quantity: 99,
	sold_individually: false,
	catalog_visibility: 'visible',
	tax_class: '',
	weight_grams: 0,
	categories: [],
	image_id: 0,
	gallery: [],
	brand: null,
	model: null,
	width: null,
	profile: null,
	rim: null,
	load_index: null,
	speed_rating: null,
	season: null,
	fuel_class: null,
	wet_grip_class: null,
	noise_db: null,
	noise_class: null,
	runflat: false,
	xl: false,
	snow: false,
	ice: false,
	eprel_id: null,
	gtin: null,
	ecovalor_category: null,
	duration_minutes: null,
};

function draftOf( product: Product ): ProductDraft {
	const { type, permalink, date, price, images, ...draft }: Product = product;
	return draft;
}

type Props = {
	product: Product | null;
	page: ProductsPageData;
	onSaved: ( product: Product ) => void;
	onCancel: () => void;
};

export default function ProductForm( {
	product,
	page,
	onSaved,
	onCancel,
}: Props ) {
	const amountFormat = {
		minorUnit: page.currency.currency_minor_unit,
		decimalSeparator: page.currency.currency_decimal_separator,
	};
	const [ draft, setDraft ] = useState< ProductDraft >(
		product ? draftOf( product ) : NEW_PRODUCT
	);
	const [ prices, setPrices ] = useState( {
		regular: formatAmount( draft.regular_price, amountFormat ),
		sale: formatAmount( draft.sale_price, amountFormat ),
	} );
	const [ featured, setFeatured ] = useState< ProductImage[] >(
		product?.images.filter( ( { id } ) => id === product.image_id ) ?? []
	);
	const [ gallery, setGallery ] = useState< ProductImage[] >(
		product?.images.filter( ( { id } ) => id !== product.image_id ) ?? []
	);
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ isSaving, setIsSaving ] = useState( false );
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const change = ( changes: Partial< ProductDraft > ) =>
		setDraft( ( current ) => withFollowedName( current, changes ) );

	const save = async () => {
		const regular = parseAmount( prices.regular, amountFormat );
		const sale = parseAmount( prices.sale, amountFormat );
		const invalid: FieldErrors = {};
		if ( regular === undefined || regular === null ) {
			invalid.regular_price = __( 'Enter a price, e.g. 89,95.', 'rueda' );
		}
		if ( sale === undefined ) {
			invalid.sale_price = __( 'Enter a price, e.g. 89,95.', 'rueda' );
		}
		setErrors( invalid );
		if ( Object.keys( invalid ).length ) {
			return;
		}
		const { id, ...fields } = draft;
		setIsSaving( true );
		try {
			const saved = await apiFetch< Product >( {
				path: id ? `${ PRODUCTS_PATH }/${ id }` : PRODUCTS_PATH,
				method: id ? 'PUT' : 'POST',
				data: {
					...fields,
					regular_price: regular,
					sale_price: sale,
					image_id: featured[ 0 ]?.id ?? 0,
					gallery: gallery.map( ( image ) => image.id ),
				},
			} );
			createSuccessNotice( __( 'Product saved.', 'rueda' ), {
				type: 'snackbar',
			} );
			onSaved( saved );
		} catch ( failure ) {
			const error = failure as {
				message?: string;
				data?: { params?: FieldErrors };
			};
			setErrors( error.data?.params ?? {} );
			createErrorNotice(
				error.message ??
					__( 'The product could not be saved.', 'rueda' ),
				{ type: 'snackbar' }
			);
		} finally {
			setIsSaving( false );
		}
	};

	return (
		<form
			className="rueda-products__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<h2>
				{ draft.id
					? __( 'Edit product', 'rueda' )
					: __( 'New product', 'rueda' ) }
			</h2>
			<Card>
				<CardBody className="rueda-products__grid">
					<SelectField
						label={ __( 'Product type', 'rueda' ) }
						value={ draft.kind }
						options={ [
							{ value: 'tyre', label: __( 'Tyre', 'rueda' ) },
							{
								value: 'service',
								label: __( 'Service', 'rueda' ),
							},
						] }
						error={ errors.kind }
						onChange={ ( kind ) =>
							change( {
								kind: kind === 'service' ? 'service' : 'tyre',
							} )
						}
					/>
					<SelectField
						label={ __( 'Status', 'rueda' ) }
						value={
							draft.status === 'trash' ? 'draft' : draft.status
						}
						options={ [
							{
								value: 'publish',
								label: __( 'Published', 'rueda' ),
							},
							{ value: 'draft', label: __( 'Draft', 'rueda' ) },
							{
								value: 'pending',
								label: __( 'Pending review', 'rueda' ),
							},
							{
								value: 'private',
								label: __( 'Private', 'rueda' ),
							},
						] }
						error={ errors.status }
						onChange={ ( status ) =>
							change( {
								status: status as ProductDraft[ 'status' ],
							} )
						}
					/>
					<div className="rueda-products__name">
						<TextField
							label={ __( 'Name', 'rueda' ) }
							value={ draft.name }
							error={ errors.name }
							onChange={ ( name ) => change( { name } ) }
						/>
						{ offersBuiltName( draft ) && (
							<Button
								variant="link"
								className="rueda-products__built-name"
								onClick={ () =>
									change( { name: buildTyreName( draft ) } )
								}
							>
								{ __( 'Use generated name', 'rueda' ) }
							</Button>
						) }
					</div>
					<TextField
						label={ __( 'SKU', 'rueda' ) }
						value={ draft.sku }
						error={ errors.sku }
						onChange={ ( sku ) => change( { sku } ) }
					/>
					<TextAreaField
						label={ __( 'Short description', 'rueda' ) }
						value={ draft.short_description }
						error={ errors.short_description }
						onChange={ ( text ) =>
							change( { short_description: text } )
						}
					/>
					<TextAreaField
						label={ __( 'Description', 'rueda' ) }
						value={ draft.description }
						error={ errors.description }
						onChange={ ( description ) =>
							change( { description } )
						}
					/>
				</CardBody>
			</Card>
			{ draft.kind === 'tyre' ? (
				<TyreFields
					draft={ draft }
					errors={ errors }
					page={ page }
					change={ change }
				/>
			) : (
				<ServiceFields
					draft={ draft }
					errors={ errors }
					change={ change }
				/>
			) }
			<Card>
				<CardHeader>
					<h2>{ __( 'Price and stock', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody className="rueda-products__grid">
					<TextField
						label={ `${ __( 'Regular price', 'rueda' ) } (${
							page.currency.currency_symbol
						})` }
						value={ prices.regular }
						error={ errors.regular_price }
						onChange={ ( regular ) =>
							setPrices( ( current ) => ( {
								...current,
								regular,
							} ) )
						}
					/>
					<TextField
						label={ `${ __( 'Sale price', 'rueda' ) } (${
							page.currency.currency_symbol
						})` }
						value={ prices.sale }
						error={ errors.sale_price }
						onChange={ ( sale ) =>
							setPrices( ( current ) => ( { ...current, sale } ) )
						}
					/>
					<TextField
						label={ __( 'Sale starts (optional)', 'rueda' ) }
						type="date"
						value={ draft.sale_from ?? '' }
						error={ errors.sale_from }
						onChange={ ( day ) =>
							change( { sale_from: day || null } )
						}
					/>
					<TextField
						label={ __( 'Sale ends (optional)', 'rueda' ) }
						type="date"
						value={ draft.sale_to ?? '' }
						error={ errors.sale_to }
						onChange={ ( day ) =>
							change( { sale_to: day || null } )
						}
					/>
					<SelectField
						label={ __( 'Warehouse', 'rueda' ) }
						value={ draft.stock_origin || 'taller' }
						options={ Object.entries( page.origins ).map(
							( [ value, label ] ) => ( { value, label } )
						) }
						error={ errors.stock_origin }
						onChange={ ( origin ) =>
							change( { stock_origin: origin ?? 'taller' } )
						}
					/>
					<SelectField
						label={ __( 'Tax class', 'rueda' ) }
						value={ draft.tax_class }
						options={ page.taxClasses.map( ( taxClass ) => ( {
							value: taxClass,
							label: taxClass || __( 'Standard', 'rueda' ),
						} ) ) }
						error={ errors.tax_class }
						onChange={ ( taxClass ) =>
							change( { tax_class: taxClass ?? '' } )
						}
					/>
					<ToggleControl
						label={ __( 'Count stock', 'rueda' ) }
						checked={ draft.manage_stock }
						onChange={ ( manage ) =>
							change( {
								manage_stock: manage,
								stock_quantity: manage
									? ( draft.stock_quantity ?? 0 )
									: draft.stock_quantity,
							} )
						}
						__nextHasNoMarginBottom
					/>
					{ draft.manage_stock ? (
						<NumberField
							label={ __( 'Units in stock', 'rueda' ) }
							value={ draft.stock_quantity }
							error={ errors.stock_quantity }
							onChange={ ( units ) =>
								change( { stock_quantity: units } )
							}
						/>
					) : (
						<SelectField
							label={ __( 'Stock status', 'rueda' ) }
							value={ draft.stock_status }
							options={ [
								{
									value: 'instock',
									label: __( 'In stock', 'rueda' ),
								},
								{
									value: 'outofstock',
									label: __( 'Out of stock', 'rueda' ),
								},
								{
									value: 'onbackorder',
									label: __( 'On backorder', 'rueda' ),
								},
							] }
							error={ errors.stock_status }
							onChange={ ( status ) =>
								change( {
									stock_status:
										status as ProductDraft[ 'stock_status' ],
								} )
							}
						/>
					) }
					<SelectField
						label={ __( 'Backorders', 'rueda' ) }
						value={ draft.backorders }
						options={ [
							{
								value: 'no',
								label: __( 'Do not allow', 'rueda' ),
							},
							{
								value: 'notify',
								label: __(
									'Allow, and tell the customer',
									'rueda'
								),
							},
							{ value: 'yes', label: __( 'Allow', 'rueda' ) },
						] }
						error={ errors.backorders }
						onChange={ ( backorders ) =>
							change( {
								backorders:
									backorders as ProductDraft[ 'backorders' ],
							} )
						}
					/>
					<NumberField
						label={ __( 'Low stock threshold', 'rueda' ) }
						value={ draft.low_stock_threshold }
						error={ errors.low_stock_threshold }
						onChange={ ( low ) =>
							change( { low_stock_threshold: low } )
						}
					/>
				</CardBody>
			</Card>
			<Card>
				<CardHeader>
					<h2>{ __( 'Categories', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody className="rueda-products__grid">
					{ page.categories.map( ( category ) => (
						<CheckboxField
							key={ category.id }
							label={ category.name }
							checked={ draft.categories.includes( category.id ) }
							onChange={ ( checked ) =>
								change( {
									categories: checked
										? [ ...draft.categories, category.id ]
										: draft.categories.filter(
												( id ) => id !== category.id
											),
								} )
							}
						/>
					) ) }
				</CardBody>
				{ errors.categories && (
					<CardBody>
						<p className="rueda-settings__error" role="alert">
							{ errors.categories }
						</p>
					</CardBody>
				) }
			</Card>
			<Card>
				<CardHeader>
					<h2>{ __( 'Images', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody className="rueda-products__grid">
					<ImageField
						label={ __( 'Featured image', 'rueda' ) }
						name="featured_image"
						images={ featured }
						error={ errors.image_id }
						onChange={ setFeatured }
					/>
					<ImageField
						label={ __( 'Gallery', 'rueda' ) }
						name="gallery"
						images={ gallery }
						multiple
						error={ errors.gallery }
						onChange={ setGallery }
					/>
				</CardBody>
			</Card>
			<FormButtons
				className="rueda-products__buttons"
				saveLabel={ __( 'Save product', 'rueda' ) }
				isSaving={ isSaving }
				onBack={ onCancel }
			/>
		</form>
	);
}
