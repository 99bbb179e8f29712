<?php
/**
 * Server markup of the checkout steps' settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * The title, description and number a shop owner gives a checkout step (its block's `title`,
 * `description` and `showStepNumber` attributes): in the step's server placeholder, so the
 * page does not shift when the frontend takes over, and as data-* attributes for it.
 *
 * @since 0.1.0
 */
final class CheckoutStepMarkup {

	/**
	 * The step's placeholder: its title, its description and a few loading lines.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $attributes  Block attributes.
	 * @param string              $title       Default (translated) title.
	 * @param string              $description Default (translated) description; '' for none.
	 * @param int                 $lines       Loading lines.
	 */
	public static function placeholder( array $attributes, string $title, string $description, int $lines ): string {
		$description = BlockMarkup::text( $attributes, 'description', $description );
		$class       = 'rueda-checkout-step' . ( self::shows_number( $attributes ) ? ' rueda-checkout-step--with-step-number' : '' );
		return '<div class="' . esc_attr( $class ) . '" data-rueda-placeholder aria-hidden="true">'
			. '<h2 class="rueda-checkout-step__title">' . esc_html( BlockMarkup::text( $attributes, 'title', $title ) ) . '</h2>'
			. ( '' === $description ? '' : '<p class="rueda-checkout-step__description">' . esc_html( $description ) . '</p>' )
			. BlockMarkup::skeleton( $lines )
			. '</div>';
	}

	/**
	 * The step's settings as data-* attributes (for BlockMarkup::wrapper()).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return array<string,mixed>
	 */
	public static function data( array $attributes ): array {
		return array(
			'title'            => is_string( $attributes['title'] ?? null ) ? $attributes['title'] : '',
			'description'      => is_string( $attributes['description'] ?? null ) ? $attributes['description'] : '',
			'show-step-number' => self::shows_number( $attributes ),
		);
	}

	/**
	 * Whether the step shows its number.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private static function shows_number( array $attributes ): bool {
		return true === ( $attributes['showStepNumber'] ?? false );
	}
}
