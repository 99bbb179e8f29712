<?php
/**
 * The server-rendered buy box.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

/**
 * The buy box's mount point, carrying the product and its variations as the Store API
 * shapes them (data-product, data-variations), around a static version of what the
 * interactive buy box (src/blocks/product/buy-box.tsx) first shows: the price block
 * (PriceSummary), the stock and reference, the options of a variable product, the fitting
 * choice of a tyre that can be fitted, the quantity with its 1 / 2 / 4 buttons and a
 * disabled add-to-cart button. Same markup, same size:
 * the page does not move when the script takes over.
 *
 * @since 0.1.0
 */
final class BuyBox {

	/** The quick quantities: one, a pair, a set of tyres. */
	public const QUICK_QUANTITIES = array( 1, 2, 4 );

	/** What most shoppers buy: a set of four tyres. */
	private const TYRE_SET = 4;

	/**
	 * The buy box.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed>       $item       The product's Store API item.
	 * @param list<array<string,mixed>> $variations Its published variations' items ([] for simple products).
	 * @param string                    $price_html The price block (see PriceSummary).
	 */
	public function html( array $item, array $variations, string $price_html ): string {
		$is_variable = 'variable' === $item['type'];
		$options     = $is_variable ? $this->options( $item ) : '';
		$needs_pick  = $is_variable && '' !== $options && ! $this->single_choice( $item, $variations );
		$reason      = $this->reason( $item, $is_variable, '' !== $options, $needs_pick );
		$html        = $price_html . $this->meta( $item ) . $options;
		// Before a variation is chosen, only if some variation takes more than one.
		$has_choice = $needs_pick
			? (bool) array_filter( $variations, static fn( array $variation ) => self::has_quantity_choice( $variation ) )
			: self::has_quantity_choice( $item );
		if ( '' === $reason ) {
			$html .= FittingChoiceMarkup::html( $item );
			$html .= $has_choice ? $this->quantity( $item ) : '';
		} else {
			$html .= '<p id="rueda-buy-box-reason-' . (int) $item['id'] . '" class="rueda-buy-box__reason">' . esc_html( $reason ) . '</p>';
		}
		$html .= sprintf(
			'<button type="button" class="rueda-button rueda-buy-box__add" disabled>%s</button><div class="rueda-buy-box__confirmation" role="status"></div>',
			esc_html(
				$needs_pick
					? __( 'Choose an option', 'rueda' )
					: ( $item['add_to_cart']['single_text'] ?? __( 'Add to cart', 'rueda' ) )
			)
		);

		return sprintf(
			'<div class="rueda-buy-box" data-rueda-buy-box data-product="%1$s" data-variations="%2$s">%3$s</div>',
			esc_attr( self::json( $item ) ),
			esc_attr( self::json( $variations ) ),
			$html
		);
	}

	/**
	 * A value as the data-* attributes carry it: JSON, "<" and "&" escaped as well.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Value.
	 */
	public static function json( mixed $value ): string {
		return (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP );
	}

	/**
	 * Stock and reference.
	 *
	 * @param array<string,mixed> $item Product item.
	 */
	private function meta( array $item ): string {
		$stock = $item['is_in_stock'] ? ( (string) ( $item['stock_availability']['text'] ?? '' ) ) : '';
		if ( $item['is_in_stock'] && '' === $stock ) {
			$stock = __( 'In stock', 'rueda' );
		}
		$html = '';
		if ( '' !== $stock ) {
			$class = (string) ( $item['stock_availability']['class'] ?? '' );
			$html .= '<span class="rueda-buy-box__stock' . ( '' !== $class ? ' is-' . esc_attr( $class ) : '' ) . '">' . esc_html( $stock ) . '</span>';
		}
		if ( '' !== (string) $item['sku'] ) {
			$html .= '<span class="rueda-buy-box__sku">' . esc_html(
				/* translators: %s: product reference (SKU). */
				sprintf( __( 'Ref.: %s', 'rueda' ), $item['sku'] )
			) . '</span>';
		}
		return '' === $html ? '' : '<p class="rueda-buy-box__meta">' . $html . '</p>';
	}

	/**
	 * A variable product's attributes with a button per value, none chosen yet.
	 *
	 * @param array<string,mixed> $item Product item.
	 */
	private function options( array $item ): string {
		$html = '';
		foreach ( $item['attributes'] as $attribute ) {
			if ( empty( $attribute['has_variations'] ) || ! $attribute['terms'] ) {
				continue;
			}
			$buttons = '';
			foreach ( $attribute['terms'] as $term ) {
				$buttons .= '<button type="button" class="rueda-variation-picker__option" aria-pressed="false" disabled>' . esc_html( $term['name'] ) . '</button>';
			}
			$html .= sprintf(
				'<fieldset class="rueda-variation-picker__attribute"><legend class="rueda-variation-picker__legend">%1$s</legend><div class="rueda-variation-picker__options">%2$s</div></fieldset>',
				esc_html( $attribute['name'] ),
				$buttons
			);
		}
		return '' === $html ? '' : '<div class="rueda-variation-picker">' . $html . '</div>';
	}

	/**
	 * Whether a variable product has exactly one variation, which chooses itself.
	 *
	 * @param array<string,mixed>       $item       Product item.
	 * @param list<array<string,mixed>> $variations Variation items.
	 */
	private function single_choice( array $item, array $variations ): bool {
		return 1 === count( $item['variations'] ) && 1 === count( $variations );
	}

	/**
	 * Why the product cannot be added, or ''.
	 *
	 * @param array<string,mixed> $item        Product item.
	 * @param bool                $is_variable Whether it is a variable product.
	 * @param bool                $has_options Whether it has options to choose.
	 * @param bool                $needs_pick  Whether an option must be chosen first.
	 */
	private function reason( array $item, bool $is_variable, bool $has_options, bool $needs_pick ): string {
		if ( $is_variable && ! $has_options ) {
			return __( 'This product cannot be purchased right now.', 'rueda' );
		}
		if ( $needs_pick ) {
			return '';
		}
		if ( ! $item['is_in_stock'] ) {
			return '' !== (string) ( $item['stock_availability']['text'] ?? '' ) ? (string) $item['stock_availability']['text'] : __( 'Out of stock', 'rueda' );
		}
		if ( ! $item['is_purchasable'] ) {
			return __( 'This product cannot be purchased right now.', 'rueda' );
		}
		return '';
	}

	/**
	 * The quantities an item allows, as the buy box reads its limits: the lowest and
	 * highest multiples of its step within them (sold individually: exactly one).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $item Store API item.
	 * @return array{low:int,high:int,step:int,editable:bool}
	 */
	public static function bounds( array $item ): array {
		$editable = empty( $item['sold_individually'] );
		$minimum  = max( 1, (int) $item['add_to_cart']['minimum'] );
		$maximum  = $editable ? (int) $item['add_to_cart']['maximum'] : 1;
		// A maximum of 0 (no stock) reads as unset, as on the client.
		$maximum = max( $minimum, $maximum > 0 ? $maximum : 99 );
		$step    = max( 1, (int) $item['add_to_cart']['multiple_of'] );
		$low     = (int) ( ceil( $minimum / $step ) * $step );
		return array(
			'low'      => $low,
			'high'     => max( $low, (int) ( floor( $maximum / $step ) * $step ) ),
			'step'     => $step,
			'editable' => $editable,
		);
	}

	/**
	 * Whether an item leaves a quantity to choose (more than one allowed).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $item Store API item.
	 */
	public static function has_quantity_choice( array $item ): bool {
		$bounds = self::bounds( $item );
		return $bounds['editable'] && $bounds['high'] > $bounds['low'];
	}

	/**
	 * The quantity the buy box starts with: a set of four tyres when allowed, else the
	 * least allowed.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $item Store API item.
	 */
	public static function default_quantity( array $item ): int {
		$bounds = self::bounds( $item );
		$set    = self::TYRE_SET;
		return null !== $item['tyre'] && $set >= $bounds['low'] && $set <= $bounds['high'] && 0 === $set % $bounds['step'] ? $set : $bounds['low'];
	}

	/**
	 * The quantity: 1 / 2 / 4 buttons within the limits (when there are two or more) and a
	 * quantity selector, the first quantity chosen.
	 *
	 * @param array<string,mixed> $item Product item.
	 */
	private function quantity( array $item ): string {
		[ 'low' => $low, 'high' => $high, 'step' => $step ] = self::bounds( $item );
		$quantity = self::default_quantity( $item );
		$quick    = array_filter( self::QUICK_QUANTITIES, static fn( int $count ) => $count >= $low && $count <= $high && 0 === $count % $step );
		$buttons  = '';
		foreach ( $quick as $count ) {
			$buttons .= sprintf(
				'<button type="button" class="rueda-buy-box__quick-option" aria-pressed="%1$s" disabled>%2$d</button>',
				$count === $quantity ? 'true' : 'false',
				$count
			);
		}
		$name = wp_strip_all_tags( html_entity_decode( (string) $item['name'], ENT_QUOTES ) );
		return sprintf(
			'<fieldset class="rueda-buy-box__quantity"><legend class="rueda-buy-box__legend">%1$s</legend><div class="rueda-buy-box__quantity-row">%2$s'
			. '<div class="rueda-quantity-selector"><button type="button" class="rueda-quantity-selector__button is-minus" aria-label="%3$s" disabled>&#8722;</button>'
			. '<input class="rueda-quantity-selector__input" type="number" inputmode="numeric" min="%4$d" max="%5$d" step="%6$d" value="%7$d" aria-label="%8$s" disabled>'
			. '<button type="button" class="rueda-quantity-selector__button is-plus" aria-label="%9$s" disabled>+</button></div></div></fieldset>',
			esc_html__( 'Quantity', 'rueda' ),
			count( $quick ) > 1 ? '<div class="rueda-buy-box__quick">' . $buttons . '</div>' : '',
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Reduce quantity of %s', 'rueda' ), $name ) ),
			$low,
			$high,
			$step,
			$quantity,
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Quantity of %s', 'rueda' ), $name ) ),
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Increase quantity of %s', 'rueda' ), $name ) )
		);
	}
}
