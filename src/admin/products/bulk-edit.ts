/**
 * The bulk edit form's logic: what the owner typed becomes the body of
 * POST /rueda/v1/products/bulk-edit (includes/Domain/Catalog/BulkEdit.php),
 * or the errors of the fields to fix. Kept apart from the modal so it is
 * tested without rendering.
 */
import { __ } from '@wordpress/i18n';

import { parseAmount, type AmountFormat } from '../shared/money';

export const BULK_EDIT_PATH = '/rueda/v1/products/bulk-edit';

/** Most products in one request (BulkEdit::MAX_IDS). */
export const MAX_BULK_IDS = 500;

export type BulkForm = {
	/** '' leaves the price as it is. */
	priceBy: '' | 'percent' | 'amount';
	priceDirection: 'up' | 'down';
	/** "10" (%) or "5,50" (€), as typed. */
	priceValue: string;
	/** '' leaves the stock as it is. */
	stockBy: '' | 'set' | 'add';
	/** Units, negative to take when adding. */
	stockValue: string;
	/** '' leaves the sale, 'start' puts one, 'end' ends it. */
	sale: '' | 'start' | 'end';
	salePercent: string;
	/** Y-m-d or ''. */
	saleFrom: string;
	saleTo: string;
};

export const EMPTY_BULK_FORM: BulkForm = {
	priceBy: '',
	priceDirection: 'up',
	priceValue: '',
	stockBy: '',
	stockValue: '',
	sale: '',
	salePercent: '',
	saleFrom: '',
	saleTo: '',
};

export type BulkBody = {
	ids: number[];
	price?: { by: 'percent' | 'amount'; value: number };
	stock?: { by: 'set' | 'add'; value: number };
	sale?: {
		percent_off: number | null;
		from?: string | null;
		to?: string | null;
	};
};

export type BulkErrors = Partial< Record< keyof BulkForm | 'form', string > >;

/**
 * A typed percentage ("12,5" or "12.5"), or NaN.
 *
 * @param text What the owner typed.
 */
function parsePercent( text: string ): number {
	const plain = text.replace( '%', '' ).trim().replace( ',', '.' );
	return /^\d+(\.\d+)?$/.test( plain ) ? Number( plain ) : NaN;
}

/**
 * The request of a filled-in form, or the errors by field.
 *
 * @param form   The form.
 * @param ids    The products chosen.
 * @param format The shop's amount format.
 */
export function bulkRequest(
	form: BulkForm,
	ids: number[],
	format: AmountFormat
): { body: BulkBody } | { errors: BulkErrors } {
	const errors: BulkErrors = {};
	const body: BulkBody = { ids };
	const sign = form.priceDirection === 'down' ? -1 : 1;

	if ( form.priceBy === 'percent' ) {
		const percent = parsePercent( form.priceValue );
		if (
			! ( percent > 0 ) ||
			( sign < 0 ? percent > 99 : percent > 1000 )
		) {
			errors.priceValue = __(
				'Enter a percentage, e.g. 10 (at most 99 down).',
				'rueda'
			);
		} else {
			body.price = { by: 'percent', value: sign * percent };
		}
	} else if ( form.priceBy === 'amount' ) {
		const amount = parseAmount( form.priceValue, format );
		if ( ! amount ) {
			errors.priceValue = __( 'Enter an amount, e.g. 5,50.', 'rueda' );
		} else {
			body.price = { by: 'amount', value: sign * amount };
		}
	}

	if ( form.stockBy ) {
		const units = form.stockValue.trim();
		const value = /^-?\d+$/.test( units ) ? Number( units ) : NaN;
		if (
			Number.isNaN( value ) ||
			( form.stockBy === 'set' && value < 0 ) ||
			( form.stockBy === 'add' && value === 0 )
		) {
			errors.stockValue =
				form.stockBy === 'set'
					? __( 'Enter the units, 0 or more.', 'rueda' )
					: __(
							'Enter the units to add, or to take with a minus sign.',
							'rueda'
						);
		} else {
			body.stock = { by: form.stockBy, value };
		}
	}

	if ( form.sale === 'end' ) {
		body.sale = { percent_off: null };
	} else if ( form.sale === 'start' ) {
		const percent = parsePercent( form.salePercent );
		if ( ! ( percent > 0 && percent < 100 ) ) {
			errors.salePercent = __(
				'Enter the discount, e.g. 15 (less than 100).',
				'rueda'
			);
		}
		if ( form.saleFrom && form.saleTo && form.saleTo < form.saleFrom ) {
			errors.saleTo = __(
				'The sale cannot end before it starts.',
				'rueda'
			);
		}
		body.sale = {
			percent_off: percent,
			from: form.saleFrom || null,
			to: form.saleTo || null,
		};
	}

	if ( ! ids.length || ids.length > MAX_BULK_IDS ) {
		errors.form = __( 'Choose between 1 and 500 products.', 'rueda' );
	} else if (
		! Object.keys( errors ).length &&
		! body.price &&
		! body.stock &&
		! body.sale
	) {
		errors.form = __( 'Choose a change: price, stock or sale.', 'rueda' );
	}
	return Object.keys( errors ).length ? { errors } : { body };
}
