<?php
/**
 * What a tyre's load index and speed rating mean.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

/**
 * The ETRTO tables: the most a tyre may carry at its load index (kg) and the top speed of
 * its speed rating (km/h). What the specs table shows and what a vehicle's minimum is
 * compared against.
 *
 * @since 0.1.0
 */
final class TyreIndexes {

	// phpcs:disable WordPress.Arrays.ArrayDeclarationSpacing.ArrayItemNoNewLine -- a table reads better in rows of ten.
	/** Kg per load index, from 50. */
	private const LOAD_KG = array(
		190, 195, 200, 206, 212, 218, 224, 230, 236, 243, // 50-59
		250, 257, 265, 272, 280, 290, 300, 307, 315, 325, // 60-69
		335, 345, 355, 365, 375, 387, 400, 412, 425, 437, // 70-79
		450, 462, 475, 487, 500, 515, 530, 545, 560, 580, // 80-89
		600, 615, 630, 650, 670, 690, 710, 730, 750, 775, // 90-99
		800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030, // 100-109
		1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360, // 110-119
		1400, 1450, 1500, 1550, 1600, 1650, 1700, 1750, 1800, 1850, // 120-129
		1900, 1950, 2000, 2060, 2120, 2180, 2240, 2300, 2360, 2430, // 130-139
		2500, 2575, 2650, 2725, 2800, 2900, 3000, 3075, 3150, 3250, // 140-149
		3350, // 150
	);
	// phpcs:enable

	/** Km/h per speed rating, slowest first (H sits between U and V). */
	public const SPEED_KMH = array(
		'L' => 120,
		'M' => 130,
		'N' => 140,
		'P' => 150,
		'Q' => 160,
		'R' => 170,
		'S' => 180,
		'T' => 190,
		'U' => 200,
		'H' => 210,
		'V' => 240,
		'Z' => 240,
		'W' => 270,
		'Y' => 300,
	);

	/**
	 * The most a tyre may carry, in kg, or null for an unknown index.
	 *
	 * @since 0.1.0
	 *
	 * @param int $index Load index.
	 */
	public static function load_kg( int $index ): ?int {
		return self::LOAD_KG[ $index - 50 ] ?? null;
	}

	/**
	 * The top speed, in km/h, or null for an unknown rating (Z means over 240).
	 *
	 * @since 0.1.0
	 *
	 * @param string $rating Speed rating letter.
	 */
	public static function speed_kmh( string $rating ): ?int {
		return self::SPEED_KMH[ strtoupper( $rating ) ] ?? null;
	}
}
