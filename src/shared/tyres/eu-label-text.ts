/**
 * What the EU tyre label (Regulation (EU) 2020/740) says, as text: its
 * accessible sentence, the text alternatives of its scales, and the CSS
 * modifier that paints a class in the regulation's colour. Pure, so the
 * React component and its tests share it; includes/Blocks/EuLabelMarkup.php
 * writes the same strings on the server.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { EuLabelData } from '../api';

/** Fuel efficiency and wet grip classes, best first. */
export const EU_LABEL_CLASSES = [ 'A', 'B', 'C', 'D', 'E' ] as const;

/** External rolling noise classes, quietest first. */
export const EU_NOISE_CLASSES = [ 'A', 'B', 'C' ] as const;

export type EuLabelClass = ( typeof EU_LABEL_CLASSES )[ number ];

/**
 * Whether a text is a fuel efficiency or wet grip class.
 *
 * @param value Text from the API.
 */
export function isEuLabelClass( value: string ): value is EuLabelClass {
	return ( EU_LABEL_CLASSES as readonly string[] ).includes( value );
}

/**
 * The colour modifier of a class ("b" for B): the stylesheet paints
 * `rueda-eu-label__tab--b` and `rueda-eu-label__bar--b` in the label's
 * B colour. '' for anything that is no class, which stays uncoloured.
 *
 * @param value A to E.
 */
export function getClassColourModifier( value: string ): string {
	return isEuLabelClass( value ) ? value.toLowerCase() : '';
}

/**
 * "71 dB".
 *
 * @param decibels External rolling noise.
 */
export function formatDecibels( decibels: number ): string {
	/* translators: %d: noise in decibels. */
	return sprintf( __( '%d dB', 'rueda' ), decibels );
}

/**
 * The accessible name of the compact label, the whole label in one sentence.
 *
 * @param label The tyre's label.
 */
export function getEuLabelSentence( label: EuLabelData ): string {
	const extras =
		( label.snow ? __( ', snow grip (3PMSF)', 'rueda' ) : '' ) +
		( label.ice ? __( ', ice grip', 'rueda' ) : '' );
	return sprintf(
		/* translators: 1: fuel efficiency class (A-E), 2: wet grip class (A-E), 3: noise in dB, 4: noise class (A-C), 5: ", snow grip (3PMSF)" and/or ", ice grip" or nothing. */
		__(
			'EU tyre label: fuel efficiency %1$s, wet grip %2$s, external rolling noise %3$d dB, class %4$s%5$s. Show the full label',
			'rueda'
		),
		label.fuel_class,
		label.wet_grip_class,
		label.noise_db,
		label.noise_class,
		extras
	);
}

/**
 * The accessible name of the full label.
 *
 * @param productName Product name.
 */
export function getFullLabelName( productName: string ): string {
	/* translators: %s: product name. */
	return sprintf( __( 'EU tyre label of %s', 'rueda' ), productName );
}

/**
 * The text alternative of the fuel efficiency scale.
 *
 * @param value The tyre's class.
 */
export function getFuelScaleText( value: string ): string {
	return sprintf(
		/* translators: %s: fuel efficiency class, A to E. */
		__(
			'Fuel efficiency class %s, on a scale from A (best) to E',
			'rueda'
		),
		value
	);
}

/**
 * The text alternative of the wet grip scale.
 *
 * @param value The tyre's class.
 */
export function getWetGripScaleText( value: string ): string {
	return sprintf(
		/* translators: %s: wet grip class, A to E. */
		__( 'Wet grip class %s, on a scale from A (best) to E', 'rueda' ),
		value
	);
}

/**
 * The text alternative of the noise block.
 *
 * @param label The tyre's label.
 */
export function getNoiseText( label: EuLabelData ): string {
	return sprintf(
		/* translators: 1: noise in dB, 2: noise class, A (quietest) to C. */
		__(
			'External rolling noise %1$d dB, class %2$s, on a scale from A (quietest) to C',
			'rueda'
		),
		label.noise_db,
		label.noise_class
	);
}
