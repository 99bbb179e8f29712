import { bulkRequest, EMPTY_BULK_FORM } from '../bulk-edit';

const euros = { minorUnit: 2, decimalSeparator: ',', thousandSeparator: '.' };

describe( 'bulk-edit', () => {
	describe( 'bulkRequest', () => {
		it( 'sends a rise or a cut by percentage with its sign', () => {
			expect(
				bulkRequest(
					{
						...EMPTY_BULK_FORM,
						priceBy: 'percent',
						priceValue: '10',
					},
					[ 1, 2 ],
					euros
				)
			).toEqual( {
				body: { ids: [ 1, 2 ], price: { by: 'percent', value: 10 } },
			} );
			expect(
				bulkRequest(
					{
						...EMPTY_BULK_FORM,
						priceBy: 'percent',
						priceDirection: 'down',
						priceValue: '12,5 %',
					},
					[ 1 ],
					euros
				)
			).toEqual( {
				body: { ids: [ 1 ], price: { by: 'percent', value: -12.5 } },
			} );
		} );

		it( 'sends an amount in cents as the owner types euros', () => {
			expect(
				bulkRequest(
					{
						...EMPTY_BULK_FORM,
						priceBy: 'amount',
						priceDirection: 'down',
						priceValue: '5,50',
					},
					[ 3 ],
					euros
				)
			).toEqual( {
				body: { ids: [ 3 ], price: { by: 'amount', value: -550 } },
			} );
		} );

		it( 'sends stock set or added, and a scheduled sale', () => {
			expect(
				bulkRequest(
					{
						...EMPTY_BULK_FORM,
						stockBy: 'add',
						stockValue: '-2',
						sale: 'start',
						salePercent: '15',
						saleFrom: '2026-12-01',
						saleTo: '2026-12-31',
					},
					[ 4 ],
					euros
				)
			).toEqual( {
				body: {
					ids: [ 4 ],
					stock: { by: 'add', value: -2 },
					sale: {
						percent_off: 15,
						from: '2026-12-01',
						to: '2026-12-31',
					},
				},
			} );
			expect(
				bulkRequest( { ...EMPTY_BULK_FORM, sale: 'end' }, [ 4 ], euros )
			).toEqual( { body: { ids: [ 4 ], sale: { percent_off: null } } } );
		} );

		it( 'names the fields to fix', () => {
			const result = bulkRequest(
				{
					...EMPTY_BULK_FORM,
					priceBy: 'percent',
					priceDirection: 'down',
					priceValue: '100',
					stockBy: 'set',
					stockValue: '-1',
					sale: 'start',
					salePercent: '0',
					saleFrom: '2026-12-10',
					saleTo: '2026-12-01',
				},
				[ 1 ],
				euros
			);
			expect(
				Object.keys( 'errors' in result ? result.errors : {} )
			).toEqual( [
				'priceValue',
				'stockValue',
				'salePercent',
				'saleTo',
			] );
		} );

		it( 'asks for a change and for 1 to 500 products', () => {
			expect(
				bulkRequest( EMPTY_BULK_FORM, [ 1 ], euros )
			).toHaveProperty( 'errors.form' );
			const many = Array.from( { length: 501 }, ( _, i ) => i + 1 );
			expect(
				bulkRequest(
					{ ...EMPTY_BULK_FORM, stockBy: 'set', stockValue: '1' },
					many,
					euros
				)
			).toHaveProperty( 'errors.form' );
		} );
	} );
} );
