/**
 * "I need an invoice": a box in the contact step that, ticked, shows the
 * NIF/NIE/CIF field (required, checked as typed by the server's rules) and
 * the company name (optional). The tax id's error is shown like the address
 * fields' (under it, once touched or when placing the order).
 */
import { __ } from '@wordpress/i18n';

import Checkbox from '../components/checkbox';
import { COMPANY_MAX_LENGTH } from './constants';

export type InvoiceFieldsProps = {
	/** Makes the ids unique on the page. */
	instanceId: string;
	wanted: boolean;
	taxId: string;
	company: string;
	onChangeWanted: ( wanted: boolean ) => void;
	onChangeTaxId: ( taxId: string ) => void;
	onBlurTaxId: () => void;
	onChangeCompany: ( company: string ) => void;
	/** The tax id's shown error ('' for none). */
	error: string;
	/** The tax id input's id (the validation store's id for the field). */
	taxIdElementId: string;
};

export default function InvoiceFields( {
	instanceId,
	wanted,
	taxId,
	company,
	onChangeWanted,
	onChangeTaxId,
	onBlurTaxId,
	onChangeCompany,
	error,
	taxIdElementId,
}: InvoiceFieldsProps ) {
	const errorId = `${ taxIdElementId }-error`;
	const companyId = `rueda-invoice-company-${ instanceId }`;
	return (
		<div className="rueda-invoice-fields">
			<Checkbox
				id={ `rueda-invoice-wanted-${ instanceId }` }
				className="rueda-invoice-fields__wanted"
				label={ __( 'I need an invoice', 'rueda' ) }
				checked={ wanted }
				onChange={ onChangeWanted }
			/>
			{ wanted && (
				<div className="rueda-invoice-fields__inputs">
					<div
						className={ `rueda-address-form__field rueda-invoice-fields__tax-id${
							error ? ' has-error' : ''
						}` }
					>
						<label htmlFor={ taxIdElementId }>
							{ __( 'NIF/NIE/CIF', 'rueda' ) }
						</label>
						<input
							id={ taxIdElementId }
							type="text"
							value={ taxId }
							autoComplete="off"
							autoCapitalize="characters"
							spellCheck={ false }
							maxLength={ 20 }
							aria-required
							aria-invalid={ error ? true : undefined }
							aria-describedby={ error ? errorId : undefined }
							onChange={ ( event ) =>
								onChangeTaxId( event.target.value )
							}
							onBlur={ onBlurTaxId }
						/>
						{ error && (
							<p
								id={ errorId }
								className="rueda-address-form__error"
								role="alert"
							>
								{ error }
							</p>
						) }
					</div>
					<div className="rueda-address-form__field rueda-invoice-fields__company">
						<label htmlFor={ companyId }>
							{ __( 'Company name (optional)', 'rueda' ) }
						</label>
						<input
							id={ companyId }
							type="text"
							value={ company }
							autoComplete="organization"
							maxLength={ COMPANY_MAX_LENGTH }
							onChange={ ( event ) =>
								onChangeCompany( event.target.value )
							}
						/>
					</div>
				</div>
			) }
		</div>
	);
}
