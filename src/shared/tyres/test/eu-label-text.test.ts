/**
 * The EU tyre label's texts and colour modifiers.
 */
import {
	formatDecibels,
	getClassColourModifier,
	getEuLabelSentence,
	getFuelScaleText,
	getFullLabelName,
	getNoiseText,
	getWetGripScaleText,
	isEuLabelClass,
} from '../eu-label-text';
import { euLabel } from './fixtures';

describe( 'eu-label-text', () => {
	describe( 'getClassColourModifier', () => {
		it( 'maps each class A-E to its colour modifier', () => {
			expect(
				[ 'A', 'B', 'C', 'D', 'E' ].map( getClassColourModifier )
			).toEqual( [ 'a', 'b', 'c', 'd', 'e' ] );
		} );

		it( 'returns nothing for values that are no class', () => {
			expect( getClassColourModifier( 'F' ) ).toBe( '' );
			expect( getClassColourModifier( 'b' ) ).toBe( '' );
			expect( getClassColourModifier( '' ) ).toBe( '' );
			expect( getClassColourModifier( 'a x' ) ).toBe( '' );
		} );
	} );

	describe( 'isEuLabelClass', () => {
		it( 'accepts A to E only', () => {
			expect( isEuLabelClass( 'E' ) ).toBe( true );
			expect( isEuLabelClass( 'G' ) ).toBe( false );
		} );
	} );

	describe( 'getEuLabelSentence', () => {
		it( 'says the whole label in one sentence', () => {
			expect( getEuLabelSentence( euLabel() ) ).toBe(
				'EU tyre label: fuel efficiency B, wet grip A, external rolling noise 71 dB, class B. Show the full label'
			);
		} );

		it( 'adds the snow and ice marks when the tyre has them', () => {
			expect(
				getEuLabelSentence( euLabel( { snow: true, ice: true } ) )
			).toBe(
				'EU tyre label: fuel efficiency B, wet grip A, external rolling noise 71 dB, class B, snow grip (3PMSF), ice grip. Show the full label'
			);
			expect( getEuLabelSentence( euLabel( { snow: true } ) ) ).toContain(
				'class B, snow grip (3PMSF). Show'
			);
		} );
	} );

	describe( 'text alternatives', () => {
		it( 'describes the scales, the noise and the full label', () => {
			expect( getFuelScaleText( 'C' ) ).toBe(
				'Fuel efficiency class C, on a scale from A (best) to E'
			);
			expect( getWetGripScaleText( 'A' ) ).toBe(
				'Wet grip class A, on a scale from A (best) to E'
			);
			expect( getNoiseText( euLabel( { noise_db: 68 } ) ) ).toBe(
				'External rolling noise 68 dB, class B, on a scale from A (quietest) to C'
			);
			expect( getFullLabelName( 'Michelin Primacy 4' ) ).toBe(
				'EU tyre label of Michelin Primacy 4'
			);
			expect( formatDecibels( 71 ) ).toBe( '71 dB' );
		} );
	} );
} );
