/**
 * The products list's modals: quick edit of one product (price, sale price,
 * stock, status) and bulk edit of the selected ones (price by percentage or
 * amount, stock, a sale with its days).
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Flex,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { formatAmount, parseAmount, type AmountFormat } from '../shared/money';
import {
	BULK_EDIT_PATH,
	EMPTY_BULK_FORM,
	bulkRequest,
	type BulkErrors,
	type BulkForm,
} from './bulk-edit';
import { PRODUCTS_PATH, type Product } from './types';

type ModalProps = {
	items: Product[];
	format: AmountFormat;
	onDone: () => void;
	closeModal?: () => void;
};

/**
 * The message of a failed request.
 *
 * @param failure What apiFetch threw.
 */
const messageOf = ( failure: unknown ) =>
	( failure as { message?: string } ).message ?? '';

function Buttons( {
	onCancel,
	isBusy,
	label,
}: {
	onCancel?: () => void;
	isBusy: boolean;
	label: string;
} ) {
	return (
		<Flex justify="flex-end">
			<Button
				variant="tertiary"
				onClick={ onCancel }
				__next40pxDefaultSize
			>
				{ __( 'Cancel', 'rueda' ) }
			</Button>
			<Button
				variant="primary"
				type="submit"
				isBusy={ isBusy }
				disabled={ isBusy }
				__next40pxDefaultSize
			>
				{ label }
			</Button>
		</Flex>
	);
}

export function QuickEditModal( { items, ...props }: ModalProps ) {
	const product = items[ 0 ];
	return product ? <QuickEditForm product={ product } { ...props } /> : null;
}

function QuickEditForm( {
	product,
	format,
	onDone,
	closeModal,
}: Omit< ModalProps, 'items' > & { product: Product } ) {
	const [ regular, setRegular ] = useState(
		formatAmount( product.regular_price, format )
	);
	const [ sale, setSale ] = useState(
		formatAmount( product.sale_price, format )
	);
	const [ stock, setStock ] = useState(
		product.manage_stock ? String( product.stock_quantity ?? 0 ) : ''
	);
	// A trashed product comes back as a draft (as the route does).
	const [ status, setStatus ] = useState<
		Exclude< Product[ 'status' ], 'trash' >
	>( product.status === 'trash' ? 'draft' : product.status );
	const [ error, setError ] = useState( '' );
	const [ isBusy, setIsBusy ] = useState( false );
	const { createSuccessNotice } = useDispatch( noticesStore );

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const regularPrice = parseAmount( regular, format );
		if ( regularPrice === undefined || regularPrice === null ) {
			setError( __( 'Enter a price, e.g. 89,95.', 'rueda' ) );
			return;
		}
		const salePrice = parseAmount( sale, format );
		if ( salePrice === undefined ) {
			setError(
				__(
					'Enter a sale price, e.g. 79,95, or leave it empty.',
					'rueda'
				)
			);
			return;
		}
		const units = stock.trim();
		if ( units !== '' && ! /^\d+$/.test( units ) ) {
			setError( __( 'Enter the units, 0 or more.', 'rueda' ) );
			return;
		}
		setIsBusy( true );
		try {
			await apiFetch( {
				path: `${ PRODUCTS_PATH }/${ product.id }`,
				method: 'PATCH',
				data: {
					regular_price: regularPrice,
					sale_price: salePrice,
					status,
					...( units === ''
						? {}
						: {
								manage_stock: true,
								stock_quantity: Number( units ),
							} ),
				},
			} );
			createSuccessNotice( __( 'Product saved.', 'rueda' ), {
				type: 'snackbar',
			} );
			onDone();
			closeModal?.();
		} catch ( failure ) {
			setError( messageOf( failure ) );
		} finally {
			setIsBusy( false );
		}
	};

	return (
		<form onSubmit={ save } className="rueda-products__modal-form">
			<TextControl
				label={ __( 'Regular price', 'rueda' ) }
				value={ regular }
				onChange={ setRegular }
				inputMode="decimal"
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Sale price', 'rueda' ) }
				value={ sale }
				onChange={ setSale }
				inputMode="decimal"
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Units in stock', 'rueda' ) }
				value={ stock }
				onChange={ setStock }
				inputMode="numeric"
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Status', 'rueda' ) }
				value={ status }
				options={ [
					{ value: 'publish', label: __( 'Published', 'rueda' ) },
					{ value: 'draft', label: __( 'Draft', 'rueda' ) },
					{
						value: 'pending',
						label: __( 'Pending review', 'rueda' ),
					},
					{ value: 'private', label: __( 'Private', 'rueda' ) },
				] }
				onChange={ ( value ) =>
					setStatus(
						value as Exclude< Product[ 'status' ], 'trash' >
					)
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ error && <p role="alert">{ error }</p> }
			<Buttons
				onCancel={ closeModal }
				isBusy={ isBusy }
				label={ __( 'Save', 'rueda' ) }
			/>
		</form>
	);
}

export function BulkEditModal( {
	items,
	format,
	onDone,
	closeModal,
}: ModalProps ) {
	const [ form, setForm ] = useState< BulkForm >( EMPTY_BULK_FORM );
	const [ errors, setErrors ] = useState< BulkErrors >( {} );
	const [ isBusy, setIsBusy ] = useState( false );
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const set = ( changes: Partial< BulkForm > ) =>
		setForm( ( current ) => ( { ...current, ...changes } ) );

	const apply = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const request = bulkRequest(
			form,
			items.map( ( item ) => item.id ),
			format
		);
		if ( 'errors' in request ) {
			setErrors( request.errors );
			return;
		}
		setErrors( {} );
		setIsBusy( true );
		try {
			const result = await apiFetch< {
				done: number[];
				failed: Record< string, string >;
			} >( { path: BULK_EDIT_PATH, method: 'POST', data: request.body } );
			createSuccessNotice(
				sprintf(
					/* translators: %d: number of products changed. */
					_n(
						'%d product changed.',
						'%d products changed.',
						result.done.length,
						'rueda'
					),
					result.done.length
				),
				{ type: 'snackbar' }
			);
			for ( const [ id, why ] of Object.entries( result.failed ) ) {
				const name =
					items.find( ( item ) => String( item.id ) === id )?.name ??
					id;
				createErrorNotice( `${ name }: ${ why }`, {
					type: 'snackbar',
				} );
			}
			onDone();
			closeModal?.();
		} catch ( failure ) {
			setErrors( { form: messageOf( failure ) } );
		} finally {
			setIsBusy( false );
		}
	};

	const field = {
		__next40pxDefaultSize: true,
		__nextHasNoMarginBottom: true,
	} as const;
	return (
		<form onSubmit={ apply } className="rueda-products__modal-form">
			<p>
				{ sprintf(
					/* translators: %d: number of products selected. */
					_n(
						'%d product selected.',
						'%d products selected.',
						items.length,
						'rueda'
					),
					items.length
				) }
			</p>
			<SelectControl
				label={ __( 'Price', 'rueda' ) }
				value={ form.priceBy }
				options={ [
					{ value: '', label: __( 'Leave as it is', 'rueda' ) },
					{
						value: 'percent',
						label: __( 'By a percentage', 'rueda' ),
					},
					{ value: 'amount', label: __( 'By an amount', 'rueda' ) },
				] }
				onChange={ ( value ) =>
					set( { priceBy: value as BulkForm[ 'priceBy' ] } )
				}
				{ ...field }
			/>
			{ form.priceBy && (
				<Flex align="flex-start" wrap>
					<SelectControl
						label={ __( 'Direction', 'rueda' ) }
						value={ form.priceDirection }
						options={ [
							{ value: 'up', label: __( 'Raise', 'rueda' ) },
							{ value: 'down', label: __( 'Lower', 'rueda' ) },
						] }
						onChange={ ( value ) =>
							set( {
								priceDirection:
									value as BulkForm[ 'priceDirection' ],
							} )
						}
						{ ...field }
					/>
					<TextControl
						label={
							form.priceBy === 'percent'
								? __( 'Percentage (%)', 'rueda' )
								: __( 'Amount (€)', 'rueda' )
						}
						value={ form.priceValue }
						onChange={ ( priceValue ) => set( { priceValue } ) }
						help={ errors.priceValue }
						inputMode="decimal"
						{ ...field }
					/>
				</Flex>
			) }
			<SelectControl
				label={ __( 'Stock', 'rueda' ) }
				value={ form.stockBy }
				options={ [
					{ value: '', label: __( 'Leave as it is', 'rueda' ) },
					{ value: 'set', label: __( 'Set the units', 'rueda' ) },
					{ value: 'add', label: __( 'Add or take units', 'rueda' ) },
				] }
				onChange={ ( value ) =>
					set( { stockBy: value as BulkForm[ 'stockBy' ] } )
				}
				{ ...field }
			/>
			{ form.stockBy && (
				<TextControl
					label={ __( 'Units', 'rueda' ) }
					value={ form.stockValue }
					onChange={ ( stockValue ) => set( { stockValue } ) }
					help={ errors.stockValue }
					inputMode="numeric"
					{ ...field }
				/>
			) }
			<SelectControl
				label={ __( 'Sale', 'rueda' ) }
				value={ form.sale }
				options={ [
					{ value: '', label: __( 'Leave as it is', 'rueda' ) },
					{ value: 'start', label: __( 'Put on sale', 'rueda' ) },
					{ value: 'end', label: __( 'End the sale', 'rueda' ) },
				] }
				onChange={ ( value ) =>
					set( { sale: value as BulkForm[ 'sale' ] } )
				}
				{ ...field }
			/>
			{ form.sale === 'start' && (
				<Flex align="flex-start" wrap>
					<TextControl
						label={ __( 'Discount (%)', 'rueda' ) }
						value={ form.salePercent }
						onChange={ ( salePercent ) => set( { salePercent } ) }
						help={ errors.salePercent }
						inputMode="decimal"
						{ ...field }
					/>
					<TextControl
						label={ __( 'From (optional)', 'rueda' ) }
						type="date"
						value={ form.saleFrom }
						onChange={ ( saleFrom ) => set( { saleFrom } ) }
						{ ...field }
					/>
					<TextControl
						label={ __( 'Until (optional)', 'rueda' ) }
						type="date"
						value={ form.saleTo }
						onChange={ ( saleTo ) => set( { saleTo } ) }
						help={ errors.saleTo }
						{ ...field }
					/>
				</Flex>
			) }
			{ errors.form && <p role="alert">{ errors.form }</p> }
			<Buttons
				onCancel={ closeModal }
				isBusy={ isBusy }
				label={ __( 'Apply', 'rueda' ) }
			/>
		</form>
	);
}
