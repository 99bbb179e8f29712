<?php
/**
 * The services suggested with a tyre.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\Product;
use Rueda\StoreApi\Schemas\PriceSchema;

/**
 * The product's cross-sells (fitting, balancing, alignment) as a section whose list is the
 * mount point of their add buttons (data-rueda-services, data-products with their Store
 * API items); each item server-rendered as the interactive list first shows it: its
 * image, its name linking to its page, its price (times the wheels, for a service priced
 * per wheel) and a disabled "Add" button, or for a service with options a link to choose
 * them on its page.
 *
 * @since 0.1.0
 */
final class ServicesList {

	/** Services that may be added four times are priced per wheel. */
	private const WHEELS = 4;

	/**
	 * Creates the list.
	 *
	 * @param PriceSchema $prices The shop's money formatting.
	 */
	public function __construct( private PriceSchema $prices = new PriceSchema() ) {}

	/**
	 * The section, or '' without services.
	 *
	 * @since 0.1.0
	 *
	 * @param Product[]                 $services      Services.
	 * @param list<array<string,mixed>> $items         Their Store API items, in the same order.
	 * @param int                       $tyre_quantity The quantity the buy box starts with.
	 * @param string                    $id_base       Unique prefix for element ids.
	 */
	public function html( array $services, array $items, int $tyre_quantity, string $id_base ): string {
		if ( ! $services ) {
			return '';
		}
		$list = '';
		foreach ( $services as $index => $service ) {
			$list .= $this->item( $service, $items[ $index ], $tyre_quantity );
		}
		$heading_id = $id_base . '-services';
		return sprintf(
			'<section class="rueda-product__services" aria-labelledby="%1$s"><h2 id="%1$s" class="rueda-product__section-title">%2$s</h2><ul class="rueda-suggested-services" data-rueda-services data-products="%3$s">%4$s</ul></section>',
			esc_attr( $heading_id ),
			esc_html__( 'Recommended services', 'rueda' ),
			esc_attr( BuyBox::json( $items ) ),
			$list
		);
	}

	/**
	 * How many units of a service go with the tyres: as many as the tyres for a service
	 * priced per wheel, else the least allowed.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $item          The service's Store API item.
	 * @param int                 $tyre_quantity Tyres chosen.
	 */
	public static function quantity( array $item, int $tyre_quantity ): int {
		$bounds  = BuyBox::bounds( $item );
		$per_one = empty( $item['has_options'] ) && $bounds['editable'] && $bounds['high'] >= self::WHEELS;
		$wanted  = (int) ( floor( ( $per_one ? $tyre_quantity : $bounds['low'] ) / $bounds['step'] ) * $bounds['step'] );
		return min( $bounds['high'], max( $bounds['low'], $wanted ) );
	}

	/**
	 * One service, as the interactive list shows it (src/blocks/product/suggested-services.tsx).
	 *
	 * @param Product             $service       Service.
	 * @param array<string,mixed> $item          Its Store API item.
	 * @param int                 $tyre_quantity Tyres chosen.
	 */
	private function item( Product $service, array $item, int $tyre_quantity ): string {
		$image_id = $service->image_ids()[0] ?? 0;
		$image    = $image_id ? wp_get_attachment_image(
			$image_id,
			'thumbnail',
			false,
			array(
				'alt'     => '',
				'loading' => 'lazy',
			)
		) : '';
		$quantity = self::quantity( $item, $tyre_quantity );
		$hint_id  = 'rueda-service-quantity-' . $service->id();
		$hint     = $quantity > 1 ? sprintf(
			'<span id="%1$s" class="rueda-suggested-services__quantity">%2$s</span>',
			esc_attr( $hint_id ),
			esc_html(
				sprintf(
					/* translators: %d: number of wheels. */
					_n( '× %d wheel', '× %d wheels', $quantity, 'rueda' ),
					$quantity
				)
			)
		) : '';
		$url    = esc_url( $service->permalink() );
		$name   = esc_html( $service->name() );
		$action = empty( $item['has_options'] )
			? sprintf(
				'<button type="button" class="rueda-button is-secondary rueda-suggested-services__add"%1$s disabled>%2$s<span class="rueda-visually-hidden"> %3$s</span></button>',
				$quantity > 1 ? ' aria-describedby="' . esc_attr( $hint_id ) . '"' : '',
				esc_html__( 'Add', 'rueda' ),
				$name
			)
			// Options are chosen on the service's own page.
			: sprintf(
				'<a class="rueda-button is-secondary rueda-suggested-services__add" href="%1$s">%2$s<span class="rueda-visually-hidden"> %3$s</span></a>',
				esc_url( '' !== (string) $item['add_to_cart']['url'] ? (string) $item['add_to_cart']['url'] : $service->permalink() ),
				esc_html( (string) $item['add_to_cart']['text'] ),
				$name
			);
		return sprintf(
			'<li class="rueda-suggested-services__item"><a class="rueda-suggested-services__image" href="%1$s" tabindex="-1" aria-hidden="true">%2$s</a>'
			. '<div class="rueda-suggested-services__body"><a class="rueda-suggested-services__name" href="%1$s">%3$s</a><span class="rueda-suggested-services__price">%4$s%5$s</span></div>'
			. '%6$s<span class="rueda-visually-hidden" role="status"></span></li>',
			$url,
			$image,
			$name,
			$this->price( $service, $item ),
			$hint,
			$action
		);
	}

	/**
	 * A service's price: a variable one's range, a sale's regular price struck through.
	 *
	 * @param Product             $service Service.
	 * @param array<string,mixed> $item    Its Store API item.
	 */
	private function price( Product $service, array $item ): string {
		$range = $item['prices']['price_range'] ?? null;
		if ( 'variable' === $service->type() && is_array( $range ) ) {
			return $this->prices->price_html( (int) $range['min_amount'], null, array( (int) $range['min_amount'], (int) $range['max_amount'] ) );
		}
		return $this->prices->price_html( $service->price(), $service->is_on_sale() ? $service->regular_price() : null );
	}
}
