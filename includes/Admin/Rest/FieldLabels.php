<?php
/**
 * The shop owner's names of the fields of the admin REST routes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

/**
 * Names a refused field as the admin screens label it ("Nombre", "Zona 1 › Coste"), so
 * every refusal can say which field it is about.
 *
 * @since 0.1.0
 */
final class FieldLabels {

	/**
	 * The label of a field or of a settings path (`zones[0].methods[1].cost`).
	 *
	 * @since 0.1.0
	 *
	 * @param string               $path  Field or path.
	 * @param array<string,string> $names Names of paths the path alone does not tell: each
	 *                                    stands for the whole path up to it.
	 */
	public static function of( string $path, array $names = array() ): string {
		$labels = self::labels();
		if ( isset( $names[ $path ] ) || isset( $labels[ $path ] ) ) {
			return $names[ $path ] ?? $labels[ $path ];
		}
		$parts = array();
		$at    = '';
		foreach ( explode( '.', $path ) as $segment ) {
			$at = '' === $at ? $segment : "{$at}.{$segment}";
			if ( isset( $names[ $at ] ) ) {
				$parts = array( $names[ $at ] );
			} elseif ( 'settings' === $segment && $parts ) {
				continue;
			} elseif ( preg_match( '/^([a-z_]+)\[(\d+)\]$/', $segment, $match ) ) {
				$parts[] = self::entry( $match[1], (int) $match[2] + 1 );
			} elseif ( '' !== $segment ) {
				$parts[] = $labels[ $segment ] ?? self::humanize( $segment );
			}
		}
		return implode( ' › ', $parts );
	}

	/**
	 * One entry of a list, counted from 1 ("Zone 2").
	 *
	 * @param string $list     List key.
	 * @param int    $position Position.
	 */
	private static function entry( string $list, int $position ): string {
		switch ( $list ) {
			case 'zones':
				/* translators: %d: position of the shipping zone in the list. */
				return sprintf( __( 'Zone %d', 'rueda' ), $position );
			case 'methods':
				/* translators: %d: position of the shipping method in its zone. */
				return sprintf( __( 'Method %d', 'rueda' ), $position );
			case 'pickup_locations':
				/* translators: %d: position of the pickup location in the list. */
				return sprintf( __( 'Pickup location %d', 'rueda' ), $position );
			case 'origins':
				/* translators: %d: position of the stock origin in the list. */
				return sprintf( __( 'Stock origin %d', 'rueda' ), $position );
			case 'gateways':
				/* translators: %d: position of the payment method in the list. */
				return sprintf( __( 'Payment method %d', 'rueda' ), $position );
			case 'rates':
				/* translators: %d: position of the tax rate in the table. */
				return sprintf( __( 'Tax rate %d', 'rueda' ), $position );
		}
		/* translators: 1: field name, 2: position in its list. */
		return sprintf( __( '%1$s %2$d', 'rueda' ), self::of( $list ), $position );
	}

	/**
	 * A key without a label, readable at least ("min_amount" → "Min amount").
	 *
	 * @param string $key Key.
	 */
	private static function humanize( string $key ): string {
		return ucfirst( str_replace( '_', ' ', $key ) );
	}

	/**
	 * Labels by field key, the same words as the screens.
	 *
	 * @return array<string,string>
	 */
	private static function labels(): array {
		return array(
			// Products.
			'kind'                        => __( 'Product type', 'rueda' ),
			'status'                      => __( 'Status', 'rueda' ),
			'name'                        => __( 'Name', 'rueda' ),
			'slug'                        => __( 'Slug', 'rueda' ),
			'sku'                         => __( 'SKU', 'rueda' ),
			'short_description'           => __( 'Short description', 'rueda' ),
			'description'                 => __( 'Description', 'rueda' ),
			'regular_price'               => __( 'Regular price', 'rueda' ),
			'sale_price'                  => __( 'Sale price', 'rueda' ),
			'sale_from'                   => __( 'Sale starts', 'rueda' ),
			'sale_to'                     => __( 'Sale ends', 'rueda' ),
			'stock_origin'                => __( 'Warehouse', 'rueda' ),
			'manage_stock'                => __( 'Count stock', 'rueda' ),
			'stock_quantity'              => __( 'Units in stock', 'rueda' ),
			'stock_status'                => __( 'Stock status', 'rueda' ),
			'backorders'                  => __( 'Backorders', 'rueda' ),
			'low_stock_threshold'         => __( 'Low stock threshold', 'rueda' ),
			'max_quantity'                => __( 'Most per order', 'rueda' ),
			'sold_individually'           => __( 'One per order', 'rueda' ),
			'catalog_visibility'          => __( 'Visibility', 'rueda' ),
			'tax_class'                   => __( 'Tax class', 'rueda' ),
			'weight_grams'                => __( 'Weight (g)', 'rueda' ),
			'categories'                  => __( 'Categories', 'rueda' ),
			'image_id'                    => __( 'Featured image', 'rueda' ),
			'gallery'                     => __( 'Gallery', 'rueda' ),
			'brand'                       => __( 'Brand', 'rueda' ),
			'model'                       => __( 'Model', 'rueda' ),
			'width'                       => __( 'Width (mm)', 'rueda' ),
			'profile'                     => __( 'Profile (%)', 'rueda' ),
			'rim'                         => __( 'Rim diameter (inches)', 'rueda' ),
			'load_index'                  => __( 'Load index', 'rueda' ),
			'speed_rating'                => __( 'Speed rating', 'rueda' ),
			'season'                      => __( 'Season', 'rueda' ),
			'fuel_class'                  => __( 'Fuel efficiency', 'rueda' ),
			'wet_grip_class'              => __( 'Wet grip', 'rueda' ),
			'noise_db'                    => __( 'Noise (dB)', 'rueda' ),
			'noise_class'                 => __( 'Noise class', 'rueda' ),
			'runflat'                     => __( 'Run flat', 'rueda' ),
			'xl'                          => __( 'Reinforced (XL)', 'rueda' ),
			'snow'                        => __( 'Snow grip mark (3PMSF)', 'rueda' ),
			'ice'                         => __( 'Ice grip mark', 'rueda' ),
			'eprel_id'                    => __( 'EPREL registration number', 'rueda' ),
			'gtin'                        => __( 'GTIN / EAN', 'rueda' ),
			'duration_minutes'            => __( 'Duration (minutes)', 'rueda' ),
			'ecovalor_category'           => __( 'Ecovalor category', 'rueda' ),
			// Coupons.
			'code'                        => __( 'Coupon code', 'rueda' ),
			'discount_type'               => __( 'Discount type', 'rueda' ),
			'amount'                      => __( 'Amount', 'rueda' ),
			'free_shipping'               => __( 'Free shipping', 'rueda' ),
			'individual_use'              => __( 'Individual use only', 'rueda' ),
			'expires'                     => __( 'Expiry date', 'rueda' ),
			'usage_limit'                 => __( 'Usage limit', 'rueda' ),
			'usage_limit_per_user'        => __( 'Usage limit per customer', 'rueda' ),
			'minimum_amount'              => __( 'Minimum spend', 'rueda' ),
			'maximum_amount'              => __( 'Maximum spend', 'rueda' ),
			'product_ids'                 => __( 'Products', 'rueda' ),
			'excluded_product_ids'        => __( 'Excluded products', 'rueda' ),
			'category_ids'                => __( 'Product categories', 'rueda' ),
			'excluded_category_ids'       => __( 'Excluded categories', 'rueda' ),
			// Lists and orders.
			'search'                      => __( 'Search', 'rueda' ),
			'orderby'                     => __( 'Sort by', 'rueda' ),
			'order'                       => _x( 'Order', 'sort direction', 'rueda' ),
			'page'                        => __( 'Page', 'rueda' ),
			'per_page'                    => __( 'Items per page', 'rueda' ),
			'expected_status'             => __( 'Status', 'rueda' ),
			'note'                        => __( 'Note', 'rueda' ),
			'customer_visible'            => __( 'Note to the customer', 'rueda' ),
			// Settings.
			'allows_guest'                => __( 'Let guests check out', 'rueda' ),
			'allows_signup'               => __( 'Let shoppers create an account', 'rueda' ),
			'pay_at_workshop_days'        => __( 'Days to pay at the workshop', 'rueda' ),
			'selling_countries'           => __( 'Selling countries', 'rueda' ),
			'shipping_countries'          => __( 'Shipping countries', 'rueda' ),
			'order_button_text'           => __( 'Place order button text', 'rueda' ),
			'terms_required'              => __( 'Shoppers must accept the terms', 'rueda' ),
			'data_protection_text'        => __( 'Data protection notice', 'rueda' ),
			'withdrawal_info'             => __( 'Withdrawal information in the confirmation email', 'rueda' ),
			'address'                     => __( 'Address', 'rueda' ),
			'city'                        => __( 'City', 'rueda' ),
			'postcode'                    => __( 'Postcode', 'rueda' ),
			'postcodes'                   => __( 'Postcodes', 'rueda' ),
			'state'                       => __( 'Province', 'rueda' ),
			'country'                     => __( 'Country', 'rueda' ),
			'phone'                       => __( 'Phone', 'rueda' ),
			'email'                       => __( 'Email', 'rueda' ),
			'currency_code'               => __( 'Currency', 'rueda' ),
			'legal_name'                  => __( 'Company legal name', 'rueda' ),
			'tax_id'                      => __( 'NIF/CIF', 'rueda' ),
			'registered_address'          => __( 'Registered address', 'rueda' ),
			'mercantile_registry'         => __( 'Mercantile registry', 'rueda' ),
			'currency_symbol'             => __( 'Symbol', 'rueda' ),
			'currency_minor_unit'         => __( 'Decimals', 'rueda' ),
			'currency_decimal_separator'  => __( 'Decimal separator', 'rueda' ),
			'currency_thousand_separator' => __( 'Thousands separator', 'rueda' ),
			'currency_position'           => __( 'Symbol position', 'rueda' ),
			'zones'                       => __( 'Shipping zones', 'rueda' ),
			'methods'                     => __( 'Shipping methods', 'rueda' ),
			'pickup_locations'            => __( 'Pickup locations', 'rueda' ),
			'origins'                     => __( 'Stock origins', 'rueda' ),
			'gateways'                    => __( 'Payment methods', 'rueda' ),
			'regions'                     => __( 'Countries and provinces', 'rueda' ),
			'enabled'                     => __( 'Offer it', 'rueda' ),
			'title'                       => __( 'Title', 'rueda' ),
			'type'                        => __( 'Method type', 'rueda' ),
			'cost'                        => __( 'Cost (tax included)', 'rueda' ),
			'requires'                    => __( 'Free shipping requires', 'rueda' ),
			'min_amount'                  => __( 'Minimum spend', 'rueda' ),
			'delivery_time'               => __( 'Delivery time', 'rueda' ),
			'details'                     => __( 'How to get there', 'rueda' ),
			'settings'                    => __( 'Settings', 'rueda' ),
			'id'                          => __( 'Identifier', 'rueda' ),
			'instance_id'                 => __( 'Identifier', 'rueda' ),
			'rates'                       => __( 'Tax rates', 'rueda' ),
			'rate'                        => __( 'Rate (%)', 'rueda' ),
			'class'                       => __( 'Tax class', 'rueda' ),
			'remove_data_on_uninstall'    => __( 'Delete the shop data with the plugin', 'rueda' ),
			'file'                        => __( 'File', 'rueda' ),
			// Workshop appointments.
			'schedule'                    => __( 'Appointments', 'rueda' ),
			'hours'                       => __( 'Opening hours', 'rueda' ),
			'bays'                        => __( 'Bays', 'rueda' ),
			'slot_step'                   => __( 'Minutes between appointment starts', 'rueda' ),
			'closed_days'                 => __( 'Closed days', 'rueda' ),
			'backorder_lead_days'         => __( 'Days a tyre on backorder takes to arrive', 'rueda' ),
		);
	}
}
