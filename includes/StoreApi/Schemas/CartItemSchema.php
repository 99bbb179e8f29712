<?php
/**
 * The cart line shape of the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Catalog\Product;
use Rueda\StoreApi\EndpointData;

/**
 * Formats one calculated cart line.
 *
 * @since 0.1.0
 */
final class CartItemSchema {

	/**
	 * Creates the schema.
	 *
	 * @param PriceSchema $prices Money fields.
	 * @param ImageSchema $images Image objects.
	 * @param TyreSchema  $tyres  The tyre object.
	 */
	public function __construct(
		private PriceSchema $prices = new PriceSchema(),
		private ImageSchema $images = new ImageSchema(),
		private TyreSchema $tyres = new TyreSchema()
	) {}

	/**
	 * The response object of a line.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $key  Line key.
	 * @param array<string,mixed> $line Calculated line.
	 * @return array<string,mixed>
	 */
	public function get_item( string $key, array $line ): array {
		/**
		 * The line's product.
		 *
		 * @var Product $product
		 */
		$product = $line['product'];
		$sale    = $product->is_on_sale() ? $line['unit_display'] : null;
		$item    = array(
			'key'                  => $key,
			'id'                   => $product->id(),
			'type'                 => $product->type(),
			'kind'                 => $product->kind(),
			'quantity'             => $line['quantity'],
			'quantity_limits'      => $product->quantity_limits(),
			'name'                 => $product->name(),
			'short_description'    => wp_kses_post( wpautop( $product->short_description() ) ),
			'description'          => wp_kses_post( $product->description() ),
			'sku'                  => $product->sku(),
			'low_stock_remaining'  => $product->low_stock_remaining(),
			'backorders_allowed'   => $product->backorders_allowed(),
			'show_backorder_badge' => $product->show_backorder_badge(),
			'sold_individually'    => $product->is_sold_individually(),
			'permalink'            => $product->permalink(),
			'images'               => $this->images->get_items( $product->image_ids() ),
			'variation'            => $line['variation'],
			'item_data'            => $this->item_data( $product ),
			'tyre'                 => $this->tyres->get_item( $product ),
			'prices'               => $this->prices->prices( $line['unit_display'], max( $line['unit_display'], $line['regular_display'] ), $sale ),
			'totals'               => $this->prices->with_currency(
				array(
					'line_subtotal'     => $line['line_subtotal'],
					'line_subtotal_tax' => $line['line_subtotal_tax'],
					'line_total'        => $line['line_total'],
					'line_total_tax'    => $line['line_total_tax'],
				)
			),
			'catalog_visibility'   => $product->catalog_visibility(),
			'extensions'           => EndpointData::response( EndpointData::CART_ITEM, array( 'key' => $key ) + $line ),
		);

		/**
		 * Filters a cart line's Store API response.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $item Response object.
		 * @param array<string,mixed> $line Calculated line (product, quantity, amounts).
		 */
		return apply_filters( 'rueda_store_api_cart_item', $item, $line );
	}

	/**
	 * Details shown under the line's name: the tyre's EU label.
	 *
	 * @param Product $product Product.
	 * @return list<array{name:string,value:string,display:string,hidden:bool,className:string}>
	 */
	private function item_data( Product $product ): array {
		$specs = $product->specs();
		if ( empty( $specs['fuel_class'] ) ) {
			return array();
		}
		$rows = array(
			'fuel-efficiency' => array( __( 'Fuel efficiency', 'rueda' ), (string) $specs['fuel_class'] ),
			'wet-grip'        => array( __( 'Wet grip', 'rueda' ), (string) $specs['wet_grip_class'] ),
			'noise'           => array( __( 'Noise', 'rueda' ), sprintf( '%d dB (%s)', (int) $specs['noise_db'], (string) $specs['noise_class'] ) ),
		);
		$data = array();
		foreach ( $rows as $class => [ $name, $value ] ) {
			$data[] = array(
				'name'      => $name,
				'value'     => $value,
				'display'   => $value,
				'hidden'    => false,
				'className' => 'rueda-eu-label-' . $class,
			);
		}
		return $data;
	}
}
