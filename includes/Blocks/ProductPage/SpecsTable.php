<?php
/**
 * The product page's specifications table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Tyres\Tyre;
use Rueda\Domain\Tyres\TyreIndexes;

/**
 * What a tyre is, row by row, with what its load index and speed rating mean ("91 (615 kg
 * per tyre)", "V (up to 240 km/h)"), its marks and EU label classes and its EAN; for a
 * service, how long it takes.
 *
 * @since 0.1.0
 */
final class SpecsTable {

	/**
	 * The rows as label => value (plain text).
	 *
	 * @since 0.1.0
	 *
	 * @param Product   $product Product.
	 * @param Tyre|null $tyre    The tyre it is, if any.
	 * @return array<string,string>
	 */
	public function rows( Product $product, ?Tyre $tyre ): array {
		$specs = $product->specs();
		$rows  = array();
		if ( $tyre ) {
			$size  = $tyre->size;
			$label = $tyre->label;
			if ( '' !== $tyre->brand ) {
				$rows[ __( 'Brand', 'rueda' ) ] = $tyre->brand;
			}
			if ( '' !== $tyre->model ) {
				$rows[ __( 'Model', 'rueda' ) ] = $tyre->model;
			}
			$rows[ __( 'Width (mm)', 'rueda' ) ]        = (string) $size->width;
			$rows[ __( 'Profile (%)', 'rueda' ) ]       = (string) $size->profile;
			$rows[ __( 'Rim (inches)', 'rueda' ) ]      = (string) $size->rim;
			$rows[ __( 'Load index', 'rueda' ) ]        = $this->load_index( $size->load_index );
			$rows[ __( 'Speed rating', 'rueda' ) ]      = $this->speed_rating( $size->speed_rating );
			$rows[ __( 'Season', 'rueda' ) ]            = $tyre->season_name;
			$rows[ __( 'Run Flat', 'rueda' ) ]          = $this->yes_no( $tyre->runflat );
			$rows[ __( 'XL (reinforced)', 'rueda' ) ]   = $this->yes_no( $tyre->xl );
			$rows[ __( '3PMSF mark (snow)', 'rueda' ) ] = $this->yes_no( $label ? $label->snow : ! empty( $specs['snow'] ) );
			$rows[ __( 'Ice', 'rueda' ) ]               = $this->yes_no( $label ? $label->ice : ! empty( $specs['ice'] ) );
			if ( $label ) {
				$rows[ __( 'Fuel efficiency', 'rueda' ) ]        = $label->fuel_class;
				$rows[ __( 'Wet grip', 'rueda' ) ]               = $label->wet_grip_class;
				$rows[ __( 'External rolling noise', 'rueda' ) ] = sprintf(
					/* translators: 1: noise in dB, 2: noise class, A to C. */
					__( '%1$d dB (%2$s)', 'rueda' ),
					$label->noise_db,
					$label->noise_class
				);
			}
			if ( '' !== $tyre->gtin ) {
				$rows[ __( 'EAN', 'rueda' ) ] = $tyre->gtin;
			}
		}
		$minutes = (int) ( $specs['duration_minutes'] ?? 0 );
		if ( $minutes > 0 ) {
			$rows[ __( 'Duration', 'rueda' ) ] = sprintf(
				/* translators: %d: minutes. */
				_n( '%d minute', '%d minutes', $minutes, 'rueda' ),
				$minutes
			);
		}
		return array_filter( $rows, static fn( string $value ) => '' !== $value );
	}

	/**
	 * The table, or '' without rows.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $rows    Label => value.
	 * @param string               $id_base Unique prefix for element ids.
	 */
	public function html( array $rows, string $id_base ): string {
		if ( ! $rows ) {
			return '';
		}
		$body = '';
		foreach ( $rows as $label => $value ) {
			$body .= sprintf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( (string) $label ), esc_html( $value ) );
		}
		$heading_id = $id_base . '-specs';
		return sprintf(
			'<section class="rueda-product__specs" aria-labelledby="%1$s"><h2 id="%1$s" class="rueda-product__section-title">%2$s</h2><table class="rueda-specs-table"><tbody>%3$s</tbody></table></section>',
			esc_attr( $heading_id ),
			esc_html__( 'Specifications', 'rueda' ),
			$body
		);
	}

	/**
	 * "91 (615 kg per tyre)".
	 *
	 * @param int|null $index Load index.
	 */
	private function load_index( ?int $index ): string {
		if ( null === $index ) {
			return '';
		}
		$kg = TyreIndexes::load_kg( $index );
		return null === $kg ? (string) $index : sprintf(
			/* translators: 1: load index, 2: the most one tyre may carry, in kg. */
			__( '%1$d (%2$s kg per tyre)', 'rueda' ),
			$index,
			number_format_i18n( $kg )
		);
	}

	/**
	 * "V (up to 240 km/h)"; Z means over 240 km/h.
	 *
	 * @param string|null $rating Speed rating.
	 */
	private function speed_rating( ?string $rating ): string {
		if ( null === $rating || '' === $rating ) {
			return '';
		}
		$kmh = TyreIndexes::speed_kmh( $rating );
		if ( null === $kmh ) {
			return $rating;
		}
		return sprintf(
			'Z' === $rating
				/* translators: 1: speed rating letter, 2: speed in km/h. */
				? __( '%1$s (over %2$d km/h)', 'rueda' )
				/* translators: 1: speed rating letter, 2: top speed in km/h. */
				: __( '%1$s (up to %2$d km/h)', 'rueda' ),
			$rating,
			$kmh
		);
	}

	/**
	 * "Yes" or "No".
	 *
	 * @param bool $value Value.
	 */
	private function yes_no( bool $value ): string {
		return $value ? __( 'Yes', 'rueda' ) : __( 'No', 'rueda' );
	}
}
