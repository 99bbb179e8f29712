<?php
/**
 * GET /products/collection-data: counts over the products a listing's filters match.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\ProductFacets;
use Rueda\Settings\CurrencySettings;

/**
 * What the filters next to a listing show beside each option, shaped like WooCommerce's
 * route: `calculate_attribute_counts` (taxonomy and query_type `or` or `and`),
 * `calculate_stock_status_counts`, `calculate_rating_counts`, `calculate_price_range`,
 * each answered under its own key (null when not asked for), with the listing's filters.
 *
 * An `or` facet is counted without its own choice (the other options show what they
 * would add); an `and` facet, and every other facet, with every filter applied. A size
 * from `tyre_size` or the search always applies: it is not the facet's own choice.
 *
 * @since 0.1.0
 */
final class ProductsCollectionData extends AbstractRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/products/collection-data';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'GET' => array(
				'calculate_attribute_counts'    => array(
					'type'     => 'array',
					'maxItems' => 20,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'taxonomy'   => array(
								'type'     => 'string',
								'required' => true,
							),
							'query_type' => array(
								'type'    => 'string',
								'enum'    => array( 'or', 'and' ),
								'default' => 'or',
							),
						),
					),
				),
				'calculate_stock_status_counts' => array(
					'type'    => 'boolean',
					'default' => false,
				),
				'calculate_rating_counts'       => array(
					'type'    => 'boolean',
					'default' => false,
				),
				'calculate_price_range'         => array(
					'type'    => 'boolean',
					'default' => false,
				),
			) + Products::filter_args(),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$params = $request->get_params();
		$facets = new ProductFacets();
		$data   = array(
			'price_range'         => null,
			'attribute_counts'    => null,
			'stock_status_counts' => null,
			'rating_counts'       => null,
		);

		if ( null !== $request['calculate_attribute_counts'] ) {
			$data['attribute_counts'] = array();
			foreach ( (array) $request['calculate_attribute_counts'] as $facet ) {
				$attribute = Attributes::find( (string) $facet['taxonomy'] );
				if ( ! $attribute ) {
					continue;
				}
				$own     = 'and' === ( $facet['query_type'] ?? 'or' ) ? array() : array( $attribute['taxonomy'] );
				$filters = Products::filters( self::without_attributes( $params, $own ) );
				foreach ( $facets->term_counts( $filters, $attribute['taxonomy'] ) as $term => $count ) {
					$data['attribute_counts'][] = array(
						'term'  => $term,
						'count' => $count,
					);
				}
			}
		}
		if ( $request['calculate_stock_status_counts'] ) {
			$data['stock_status_counts'] = self::list_of( $facets->stock_status_counts( Products::filters( array_diff_key( $params, array( 'stock_status' => 1 ) ) ) ), 'status' );
		}
		if ( $request['calculate_rating_counts'] ) {
			$data['rating_counts'] = self::list_of( $facets->rating_counts( Products::filters( array_diff_key( $params, array( 'rating' => 1 ) ) ) ), 'rating' );
		}
		if ( $request['calculate_price_range'] ) {
			$range = $facets->price_range( Products::filters( array_diff_key( $params, array_flip( array( 'min_price', 'max_price' ) ) ) ) );
			if ( $range ) {
				$data['price_range'] = array(
					'min_price' => (string) $range['min'],
					'max_price' => (string) $range['max'],
				) + CurrencySettings::currency()->to_response();
			}
		}
		return new \WP_REST_Response( $data );
	}

	/**
	 * The request without its conditions on some attributes.
	 *
	 * @param array<string,mixed> $params     Request parameters.
	 * @param string[]            $taxonomies Taxonomies to leave out.
	 * @return array<string,mixed>
	 */
	private static function without_attributes( array $params, array $taxonomies ): array {
		$params['attributes'] = array_values(
			array_filter(
				(array) ( $params['attributes'] ?? array() ),
				static fn( array $condition ): bool => ! in_array( Attributes::find( (string) ( $condition['attribute'] ?? '' ) )['taxonomy'] ?? '', $taxonomies, true )
			)
		);
		return $params;
	}

	/**
	 * Counts as the wire's list of `{ <key>, count }`.
	 *
	 * @param array<int|string,int> $counts Count by value.
	 * @param string                $key    Name of the value.
	 * @return list<array<string,int|string>>
	 */
	private static function list_of( array $counts, string $key ): array {
		$list = array();
		foreach ( $counts as $value => $count ) {
			$list[] = array(
				$key    => $value,
				'count' => $count,
			);
		}
		return $list;
	}
}
