<?php
/**
 * Core strings a shopper reads, in Spanish where core has no translation.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Content;

use Rueda\Tests\TestCase;

/**
 * The skip link of block themes.
 */
final class CoreStringsTest extends TestCase {

	public function test_the_skip_link_is_spanish_and_core_translations_win(): void {
		$this->assertSame( 'Saltar al contenido', __( 'Skip to content' ) );

		$core = static fn( string $translation, string $text ): string => 'Skip to content' === $text ? 'Ir al contenido' : $translation;
		add_filter( 'gettext_default', $core, 5, 2 );
		$this->assertSame( 'Ir al contenido', __( 'Skip to content' ) );
		remove_filter( 'gettext_default', $core, 5 );

		$this->assertSame( 'Some other core text', __( 'Some other core text' ) );
	}
}
