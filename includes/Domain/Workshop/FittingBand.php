<?php
/**
 * One fitting bundle: the workshop's services for a range of rim sizes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * A rim size band ("up to 16\"", "17-18\"", "19\" and up"), optionally only for the
 * tyres of one category (4x4, moto...), and the services a tyre in it is fitted with,
 * each at its own price per tyre (minor units, entered with tax like product prices).
 *
 * @since 0.2.0
 */
final class FittingBand {

	/** The smallest and largest rims TyreSize reads. */
	public const RIM_MIN = 10;
	public const RIM_MAX = 24;

	/**
	 * Creates the band.
	 *
	 * @param string                        $id       Stable id ("hasta-16").
	 * @param string                        $name     Name shoppers and owners read.
	 * @param string                        $category Category slug, '' for every tyre.
	 * @param int|null                      $rim_min  Smallest rim in inches, null: no lower bound.
	 * @param int|null                      $rim_max  Largest rim in inches, null: no upper bound.
	 * @param list<array{id:int,price:int}> $services Service product ids and their price per tyre.
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $name,
		public readonly string $category,
		public readonly ?int $rim_min,
		public readonly ?int $rim_max,
		public readonly array $services
	) {}

	/**
	 * A band from its stored form; null when it is malformed.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $data Stored band.
	 */
	public static function from_array( mixed $data ): ?self {
		if ( ! is_array( $data ) || ! is_string( $data['id'] ?? null ) || '' === $data['id'] ) {
			return null;
		}
		$services = array();
		foreach ( (array) ( $data['services'] ?? array() ) as $service ) {
			if ( is_array( $service ) && is_int( $service['id'] ?? null ) && is_int( $service['price'] ?? null ) ) {
				$services[] = array(
					'id'    => $service['id'],
					'price' => $service['price'],
				);
			}
		}
		return new self(
			$data['id'],
			(string) ( $data['name'] ?? '' ),
			(string) ( $data['category'] ?? '' ),
			is_int( $data['rim_min'] ?? null ) ? $data['rim_min'] : null,
			is_int( $data['rim_max'] ?? null ) ? $data['rim_max'] : null,
			$services
		);
	}

	/**
	 * The stored form.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string,mixed>
	 */
	public function to_array(): array {
		return array(
			'id'       => $this->id,
			'name'     => $this->name,
			'category' => $this->category,
			'rim_min'  => $this->rim_min,
			'rim_max'  => $this->rim_max,
			'services' => $this->services,
		);
	}

	/**
	 * Whether a rim size falls in the band.
	 *
	 * @since 0.2.0
	 *
	 * @param int $rim Rim diameter in inches.
	 */
	public function covers_rim( int $rim ): bool {
		return $rim >= $this->low() && $rim <= $this->high();
	}

	/**
	 * Whether two bands would both claim some tyre: the same category (or both for every
	 * tyre) and rim ranges that share a size.
	 *
	 * @since 0.2.0
	 *
	 * @param FittingBand $other Another band.
	 */
	public function overlaps( FittingBand $other ): bool {
		return $this->category === $other->category && $this->low() <= $other->high() && $other->low() <= $this->high();
	}

	/**
	 * The price per tyre of one of its services, or null when it has no such service.
	 *
	 * @since 0.2.0
	 *
	 * @param int $service_id Service product id.
	 */
	public function price_of( int $service_id ): ?int {
		foreach ( $this->services as $service ) {
			if ( $service['id'] === $service_id ) {
				return $service['price'];
			}
		}
		return null;
	}

	/**
	 * The service product ids, in the band's order.
	 *
	 * @since 0.2.0
	 *
	 * @return list<int>
	 */
	public function service_ids(): array {
		return array_column( $this->services, 'id' );
	}

	/**
	 * The sum of its services' prices: what fitting costs per tyre.
	 *
	 * @since 0.2.0
	 */
	public function price_per_tyre(): int {
		return (int) array_sum( array_column( $this->services, 'price' ) );
	}

	/**
	 * Smallest rim it covers.
	 */
	private function low(): int {
		return $this->rim_min ?? self::RIM_MIN;
	}

	/**
	 * Largest rim it covers.
	 */
	private function high(): int {
		return $this->rim_max ?? self::RIM_MAX;
	}
}
