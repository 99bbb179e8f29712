<?php
/**
 * The fitting screen of the "Rueda" menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Catalog\OwnerProductQuery;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Settings\CurrencySettings;

/**
 * The fitting bands (build/admin/fitting.js, saved through rueda/v1/settings/fitting):
 * which workshop services a tyre is fitted with, and at what price, by rim size.
 *
 * @since 0.2.0
 */
final class FittingPage extends AdminScreen {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'rueda-fitting';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'fitting';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Fitting at the workshop', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Fitting', 'rueda' );
	}

	/**
	 * The services a band may list (simple service products), the categories a band may be
	 * for, and how the shop writes amounts.
	 *
	 * @return array<string,mixed>
	 */
	protected function data(): array {
		$found    = ( new OwnerProductQuery() )->run(
			array(
				'page'         => 1,
				'per_page'     => 200,
				'search'       => '',
				'kind'         => 'service',
				'category'     => array(),
				'stock_status' => '',
				'status'       => array(),
				'orderby'      => 'title',
				'order'        => 'asc',
			)
		);
		$services = array();
		foreach ( ( new ProductRepository() )->get_many( $found['ids'], false ) as $product ) {
			if ( 'simple' === $product->type() ) {
				$services[] = array(
					'id'    => $product->id(),
					'name'  => $product->name(),
					'price' => $product->price(),
				);
			}
		}
		$terms    = get_terms(
			array(
				'taxonomy'   => PostTypes::CATEGORY,
				'hide_empty' => false,
			)
		);
		$currency = CurrencySettings::currency();
		return array(
			'services'   => $services,
			'categories' => is_array( $terms ) ? array_map(
				static fn( \WP_Term $term ) => array(
					'slug' => $term->slug,
					'name' => $term->name,
				),
				$terms
			) : array(),
			'currency'   => array(
				'minorUnit'         => $currency->minor_unit,
				'decimalSeparator'  => $currency->decimal_separator,
				'thousandSeparator' => $currency->thousand_separator,
				'prefix'            => $currency->prefix,
				'suffix'            => $currency->suffix,
			),
		);
	}
}
