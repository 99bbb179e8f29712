<?php
/**
 * The EU tyre label of Regulation (EU) 2020/740.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

/**
 * A tyre's label: fuel efficiency and wet grip classes (A best, E worst), external rolling
 * noise in dB with its class (A quietest, C loudest), the snow (3PMSF) and ice pictograms,
 * and its EPREL registration number, which links to the product information sheet.
 *
 * @since 0.1.0
 */
final class EuLabel {

	public const CLASSES       = array( 'A', 'B', 'C', 'D', 'E' );
	public const NOISE_CLASSES = array( 'A', 'B', 'C' );

	/** The public product information sheet in the EU's EPREL database. */
	private const EPREL_URL = 'https://eprel.ec.europa.eu/screen/product/tyres/%s';

	/**
	 * Creates the label.
	 *
	 * @param string $fuel_class     A-E.
	 * @param string $wet_grip_class A-E.
	 * @param int    $noise_db       External rolling noise, dB.
	 * @param string $noise_class    A-C.
	 * @param bool   $snow           Three-peak mountain snowflake (3PMSF).
	 * @param bool   $ice            Ice grip (Nordic winter tyres).
	 * @param string $eprel_id       EPREL registration number, '' when unknown.
	 */
	public function __construct(
		public readonly string $fuel_class,
		public readonly string $wet_grip_class,
		public readonly int $noise_db,
		public readonly string $noise_class,
		public readonly bool $snow = false,
		public readonly bool $ice = false,
		public readonly string $eprel_id = ''
	) {}

	/**
	 * The label stored in a product's specs, or null when the classes are missing or wrong.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $specs Product specs.
	 */
	public static function from_specs( array $specs ): ?self {
		$fuel  = strtoupper( (string) ( $specs['fuel_class'] ?? '' ) );
		$wet   = strtoupper( (string) ( $specs['wet_grip_class'] ?? '' ) );
		$noise = strtoupper( (string) ( $specs['noise_class'] ?? '' ) );
		if ( ! in_array( $fuel, self::CLASSES, true ) || ! in_array( $wet, self::CLASSES, true ) || ! in_array( $noise, self::NOISE_CLASSES, true ) ) {
			return null;
		}
		$eprel = (string) ( $specs['eprel_id'] ?? '' );
		return new self(
			$fuel,
			$wet,
			(int) ( $specs['noise_db'] ?? 0 ),
			$noise,
			! empty( $specs['snow'] ),
			! empty( $specs['ice'] ),
			self::is_eprel_id( $eprel ) ? $eprel : ''
		);
	}

	/**
	 * The label as the Store API gives it (a product's `tyre.eu_label`), or null.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $label `{fuel_class, wet_grip_class, noise_db, noise_class, snow, ice, eprel_url}`.
	 */
	public static function from_response( array $label ): ?self {
		$url               = (string) ( $label['eprel_url'] ?? '' );
		$label['eprel_id'] = '' === $url ? '' : rawurldecode( basename( (string) wp_parse_url( $url, PHP_URL_PATH ) ) );
		return self::from_specs( $label );
	}

	/**
	 * Whether a text is an EPREL registration number (digits only).
	 *
	 * @since 0.1.0
	 *
	 * @param string $id Text.
	 */
	public static function is_eprel_id( string $id ): bool {
		return 1 === preg_match( '/^[0-9]{1,12}$/', $id );
	}

	/**
	 * The product information sheet in EPREL, or '' without a registration number.
	 *
	 * @since 0.1.0
	 */
	public function eprel_url(): string {
		return '' === $this->eprel_id ? '' : sprintf( self::EPREL_URL, rawurlencode( $this->eprel_id ) );
	}

	/**
	 * The label as the Store API writes it.
	 *
	 * @since 0.1.0
	 *
	 * @return array{fuel_class:string,wet_grip_class:string,noise_db:int,noise_class:string,snow:bool,ice:bool,eprel_url:string}
	 */
	public function to_array(): array {
		return array(
			'fuel_class'     => $this->fuel_class,
			'wet_grip_class' => $this->wet_grip_class,
			'noise_db'       => $this->noise_db,
			'noise_class'    => $this->noise_class,
			'snow'           => $this->snow,
			'ice'            => $this->ice,
			'eprel_url'      => $this->eprel_url(),
		);
	}
}
