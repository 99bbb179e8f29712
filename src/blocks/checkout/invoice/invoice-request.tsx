/**
 * The invoice fields on the live checkout, wired to the stores (see
 * use-invoice-request.ts).
 */
import { useInstanceId } from '@wordpress/compose';
import { useMemo } from '@wordpress/element';

import { TAX_ID_VALIDATION_ID } from './constants';
import InvoiceFields from './invoice-fields';
import {
	getRememberedTaxDetails,
	type RememberedTaxDetails,
} from './invoice-settings';
import { useInvoiceRequest } from './use-invoice-request';

export default function InvoiceRequest( {
	remembered,
}: {
	/** What to start from; by default what the page's settings remember. */
	remembered?: RememberedTaxDetails;
} ) {
	const instanceId = useInstanceId( InvoiceRequest );
	const prefill = useMemo(
		() => remembered ?? getRememberedTaxDetails(),
		[ remembered ]
	);
	const invoice = useInvoiceRequest( prefill );
	return (
		<InvoiceFields
			instanceId={ String( instanceId ) }
			wanted={ invoice.wanted }
			taxId={ invoice.taxId }
			company={ invoice.company }
			onChangeWanted={ invoice.setWanted }
			onChangeTaxId={ invoice.setTaxId }
			onBlurTaxId={ invoice.blurTaxId }
			onChangeCompany={ invoice.setCompany }
			error={ invoice.error }
			taxIdElementId={ TAX_ID_VALIDATION_ID }
		/>
	);
}
