/**
 * The ecovalor's one-line notes beside a tyre's price.
 */
import { render } from '@testing-library/react';

import { EUR } from '../../api/test/fixtures';
import { EcovalorCardNote, EcovalorPageNote } from '../ecovalor-note';
import { tyreSummary } from './fixtures';

const CAR = tyreSummary( {
	ecovalor: {
		category: 'turismo',
		category_name: 'Turismo',
		system: 'SIGNUS',
		amount: '157',
	},
} );

describe( 'EcovalorCardNote', () => {
	it( 'says what the cart adds per tyre', () => {
		const { container } = render(
			<EcovalorCardNote tyre={ CAR } format={ EUR } />
		);

		expect( container ).toHaveTextContent( /^\+ ecovalor 1,57 €$/ );
	} );

	it( 'says nothing for a tyre that pays none or a service', () => {
		const { container } = render(
			<>
				<EcovalorCardNote tyre={ tyreSummary() } format={ EUR } />
				<EcovalorCardNote tyre={ null } format={ EUR } />
			</>
		);

		expect( container ).toBeEmptyDOMElement();
	} );
} );

describe( 'EcovalorPageNote', () => {
	it( 'names the system too', () => {
		const { container } = render(
			<EcovalorPageNote tyre={ CAR } format={ EUR } />
		);

		expect( container ).toHaveTextContent(
			/^\+ 1,57 € ecovalor \(SIGNUS\) per tyre$/
		);
	} );

	it( 'says nothing when the ecovalor is off', () => {
		const { container } = render(
			<EcovalorPageNote tyre={ tyreSummary() } format={ EUR } />
		);

		expect( container ).toBeEmptyDOMElement();
	} );
} );
