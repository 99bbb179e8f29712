<?php
/**
 * The coupons screen of the "Rueda" menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Coupons\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Settings\CurrencySettings;

/**
 * Lists, creates, edits and deletes coupons through rueda/v1/coupons
 * (build/admin/coupons.js: a DataViews list and a form).
 *
 * @since 0.1.0
 */
final class CouponsPage extends AdminScreen {

	/** Products and categories offered for restrictions, at most. */
	private const MAX_CHOICES = 500;

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'rueda-coupons';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'coupons';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Coupons', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Coupons', 'rueda' );
	}

	/**
	 * The currency (amounts are typed in its units) and the products and categories a
	 * coupon may be restricted to, id => name.
	 *
	 * @return array<string,mixed>
	 */
	protected function data(): array {
		$products = get_posts(
			array(
				'post_type'   => PostTypes::PRODUCT,
				'post_status' => 'publish',
				'numberposts' => self::MAX_CHOICES, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- ids and titles only, once per screen load.
				'orderby'     => 'title',
				'order'       => 'ASC',
			)
		);
		$terms    = get_terms(
			array(
				'taxonomy'   => PostTypes::CATEGORY,
				'hide_empty' => false,
				'number'     => self::MAX_CHOICES,
			)
		);
		$currency = CurrencySettings::get();
		return array(
			'currency'   => array(
				'symbol'            => $currency['symbol'],
				'minorUnit'         => $currency['minor_unit'],
				'decimalSeparator'  => $currency['decimal_separator'],
				'thousandSeparator' => $currency['thousand_separator'],
				'position'          => $currency['position'],
			),
			'products'   => array_map(
				static fn( \WP_Post $post ) => array(
					'id'   => $post->ID,
					'name' => html_entity_decode( get_the_title( $post ), ENT_QUOTES ),
				),
				$products
			),
			'categories' => is_array( $terms ) ? array_values(
				array_map(
					static fn( \WP_Term $term ) => array(
						'id'   => $term->term_id,
						'name' => html_entity_decode( $term->name, ENT_QUOTES ),
					),
					$terms
				)
			) : array(),
		);
	}
}
