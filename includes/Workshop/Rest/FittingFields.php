<?php
/**
 * Checks the fitting bands the shop owner sends.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Rest;

use Rueda\Admin\Rest\FieldCheck;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Workshop\FittingBand;

/**
 * Each band: a name, a category of the shop or none (every tyre), a rim range of whole
 * inches (either end may be open), and one or more workshop services (simple service
 * products, once each) with a price per tyre. Bands of the same category must not share
 * a rim size, so every tyre has one band at most. Ids are kept; new bands (id '') get one
 * from their name.
 *
 * @since 0.2.0
 */
final class FittingFields {

	public const MAX_BANDS    = 20;
	public const MAX_SERVICES = 10;
	public const MAX_PRICE    = 1000000;

	/**
	 * Creates the checker.
	 *
	 * @param FieldCheck        $check    Where refusals are noted.
	 * @param ProductRepository $products Products (the services).
	 */
	public function __construct(
		private FieldCheck $check,
		private ProductRepository $products = new ProductRepository()
	) {}

	/**
	 * The bands, cleaned.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $bands Bands sent.
	 * @return list<FittingBand>
	 */
	public function bands( $bands ): array {
		$clean = array();
		foreach ( $this->check->items( $bands, 'bands', self::MAX_BANDS ) as $index => $band ) {
			$path = "bands[{$index}]";
			$band = $this->check->record( $band, $path );
			$name = $this->check->text( $band['name'] ?? '', "{$path}.name", 60, true );
			$this->label( $path, $name, $index );
			$rim_min = $this->rim( $band['rim_min'] ?? null, "{$path}.rim_min" );
			$rim_max = $this->rim( $band['rim_max'] ?? null, "{$path}.rim_max" );
			if ( null !== $rim_min && null !== $rim_max && $rim_min > $rim_max ) {
				$this->check->fail( "{$path}.rim_max", __( 'The largest rim cannot be smaller than the smallest.', 'rueda' ) );
			}
			$clean[] = new FittingBand(
				is_string( $band['id'] ?? null ) ? $band['id'] : '',
				$name,
				$this->category( $band['category'] ?? '', "{$path}.category" ),
				$rim_min,
				$rim_max,
				$this->services( $band['services'] ?? array(), "{$path}.services" )
			);
		}
		$this->overlaps( $clean );
		return $this->with_ids( $clean );
	}

	/**
	 * Names a band and its fields in the refusals after the band's name.
	 *
	 * @param string $path  The band's path.
	 * @param string $name  Its name.
	 * @param int    $index Its position.
	 */
	private function label( string $path, string $name, int $index ): void {
		/* translators: %d: position of the fitting band in the list. */
		$band   = '' !== $name ? $name : sprintf( __( 'Band %d', 'rueda' ), $index + 1 );
		$fields = array(
			'name'     => __( 'Name', 'rueda' ),
			'category' => __( 'Category', 'rueda' ),
			'rim_min'  => __( 'Smallest rim', 'rueda' ),
			'rim_max'  => __( 'Largest rim', 'rueda' ),
			'services' => __( 'Services', 'rueda' ),
		);
		$this->check->name( $path, $band );
		foreach ( $fields as $key => $field ) {
			$this->check->name( "{$path}.{$key}", $band . ' › ' . $field );
		}
	}

	/**
	 * A rim size in whole inches, or null for an open end.
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 */
	private function rim( $value, string $path ): ?int {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( ! is_int( $value ) || $value < FittingBand::RIM_MIN || $value > FittingBand::RIM_MAX ) {
			/* translators: 1: smallest rim size, 2: largest rim size, in inches. */
			$this->check->fail( $path, sprintf( __( 'Enter a rim size from %1$d to %2$d inches, or leave it empty.', 'rueda' ), FittingBand::RIM_MIN, FittingBand::RIM_MAX ) );
			return null;
		}
		return $value;
	}

	/**
	 * A category slug of the shop, or '' for every tyre.
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 */
	private function category( $value, string $path ): string {
		if ( null === $value || '' === $value ) {
			return '';
		}
		if ( ! is_string( $value ) || ! get_term_by( 'slug', $value, PostTypes::CATEGORY ) ) {
			$this->check->fail( $path, __( 'Choose one of the shop’s categories.', 'rueda' ) );
			return '';
		}
		return $value;
	}

	/**
	 * The band's services: existing simple service products, once each, with a price.
	 *
	 * @param mixed  $services Services sent.
	 * @param string $path     Field path.
	 * @return list<array{id:int,price:int}>
	 */
	private function services( $services, string $path ): array {
		$list = $this->check->items( $services, $path, self::MAX_SERVICES );
		if ( ! $list ) {
			$this->check->fail( $path, __( 'Add at least one service.', 'rueda' ) );
			return array();
		}
		$ids      = array();
		$products = $this->products->get_many( array_filter( array_map( static fn( $service ) => is_array( $service ) && is_int( $service['id'] ?? null ) ? $service['id'] : 0, $list ) ), false );
		$clean    = array();
		foreach ( $list as $index => $service ) {
			$at      = "{$path}[{$index}]";
			$service = $this->check->record( $service, $at );
			$id      = $service['id'] ?? null;
			$product = is_int( $id ) ? ( $products[ $id ] ?? null ) : null;
			if ( ! $product || 'service' !== $product->kind() || 'simple' !== $product->type() ) {
				$this->check->fail( "{$at}.id", __( 'Choose one of the workshop’s services.', 'rueda' ) );
				continue;
			}
			if ( isset( $ids[ $id ] ) ) {
				$this->check->fail( "{$at}.id", __( 'Each service may appear only once in a band.', 'rueda' ) );
				continue;
			}
			$ids[ $id ] = true;
			$clean[]    = array(
				'id'    => $id,
				'price' => $this->check->amount( $service['price'] ?? null, "{$at}.price", self::MAX_PRICE ),
			);
		}
		return $clean;
	}

	/**
	 * Refuses a band whose rims another band of its category already covers.
	 *
	 * @param FittingBand[] $bands Bands.
	 */
	private function overlaps( array $bands ): void {
		foreach ( $bands as $index => $band ) {
			foreach ( array_slice( $bands, 0, $index ) as $earlier ) {
				if ( $band->overlaps( $earlier ) ) {
					$this->check->fail(
						"bands[{$index}].rim_min",
						/* translators: %s: name of the other band. */
						sprintf( __( 'Its rim sizes overlap with those of “%s”: a tyre can only be in one band.', 'rueda' ), $earlier->name )
					);
					break;
				}
			}
		}
	}

	/**
	 * Keeps each band's id when it is one and unique; gives the others one from their name.
	 *
	 * @param FittingBand[] $bands Bands.
	 * @return list<FittingBand>
	 */
	private function with_ids( array $bands ): array {
		$taken = array();
		$clean = array();
		foreach ( $bands as $band ) {
			$id = preg_match( '/^[a-z0-9-]{1,40}$/', $band->id ) && ! isset( $taken[ $band->id ] ) ? $band->id : '';
			if ( '' === $id ) {
				$base = substr( sanitize_title( $band->name ), 0, 34 );
				$base = '' !== $base && preg_match( '/^[a-z0-9-]+$/', $base ) ? $base : 'banda';
				$id   = $base;
				for ( $suffix = 2; isset( $taken[ $id ] ); $suffix++ ) {
					$id = $base . '-' . $suffix;
				}
			}
			$taken[ $id ] = true;
			$clean[]      = new FittingBand( $id, $band->name, $band->category, $band->rim_min, $band->rim_max, $band->services );
		}
		return $clean;
	}
}
