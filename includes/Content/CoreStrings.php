<?php
/**
 * Spanish for the few core strings a shopper reads on the storefront.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

/**
 * Block themes print core's "Skip to content" link on every page, and the language pack
 * installed where core's translations are older than the string (as on these machines)
 * leaves it in English. Rueda supplies its own translation, only where core has none.
 *
 * @since 0.1.0
 */
final class CoreStrings {

	/**
	 * Hooks the default domain's gettext (a domain-specific hook: other domains pay nothing).
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'gettext_default', array( $this, 'translate' ), 10, 2 );
	}

	/**
	 * Rueda's translation of a core string that core left untranslated.
	 *
	 * @since 0.1.0
	 *
	 * @param string $translation Core's translation.
	 * @param string $text        The original.
	 */
	public function translate( string $translation, string $text ): string {
		if ( $translation !== $text ) {
			return $translation;
		}
		return match ( $text ) {
			'Skip to content' => __( 'Skip to content', 'rueda' ),
			default           => $translation,
		};
	}
}
