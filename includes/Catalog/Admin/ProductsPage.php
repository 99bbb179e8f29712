<?php
/**
 * The products screen of the "Rueda" menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Catalog\Rest\ProductArgs;
use Rueda\Catalog\Rest\ProductShape;
use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Shipping\StockOrigins;
use Rueda\Domain\Tyres\CatalogueSizes;
use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\Settings\CurrencySettings;

/**
 * Lists, creates and edits the catalogue's products (build/admin/products.js, DataViews)
 * through /rueda/v1/products; photos are uploaded to the media library with core's
 * /wp/v2/media.
 *
 * @since 0.1.0
 */
final class ProductsPage extends AdminScreen {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'rueda-products';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'products';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Products', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Products', 'rueda' );
	}

	/**
	 * The choices the form offers: categories, the tax classes, tyre enums and the currency.
	 *
	 * @return array<string,mixed>
	 */
	protected function data(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => PostTypes::CATEGORY,
				'hide_empty' => false,
			)
		);
		return array(
			'categories'    => is_array( $terms ) ? array_map(
				static fn( \WP_Term $term ) => array(
					'id'     => $term->term_id,
					'name'   => $term->name,
					'parent' => $term->parent,
				),
				$terms
			) : array(),
			'taxClasses'    => ProductArgs::tax_classes(),
			'seasons'       => ProductShape::seasons(),
			'speedRatings'  => ProductArgs::SPEED_RATINGS,
			'labelClasses'  => ProductArgs::LABEL_CLASSES,
			'noiseClasses'  => ProductArgs::NOISE_CLASSES,
			// The ecovalor's (end-of-life tyre fee's) categories, by slug.
			'ecoCategories' => EcovalorCategory::labels(),
			// The list's filters: brands by name, the catalogue's sizes, and the warehouses.
			'brands'        => $this->brands(),
			'sizes'         => array_values(
				array_unique(
					array_map(
						static fn( array $size ): string => sprintf( '%d/%d R%d', $size['width'], $size['profile'], $size['rim'] ),
						( new CatalogueSizes() )->get()['sizes']
					)
				)
			),
			'origins'       => StockOrigins::all(),
			'currency'      => CurrencySettings::currency()->to_response(),
			'maxUploadSize' => wp_max_upload_size(),
		);
	}

	/**
	 * The brands of the catalogue, by name.
	 *
	 * @return list<string>
	 */
	private function brands(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => Attributes::taxonomy( 'brand' ),
				'hide_empty' => false,
				'fields'     => 'names',
			)
		);
		return is_array( $terms ) ? array_values( array_map( 'strval', $terms ) ) : array();
	}
}
