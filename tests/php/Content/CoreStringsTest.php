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

	/**
	 * What core's gettext answers for one of its own strings, given core's translation.
	 *
	 * @param string $text        The original.
	 * @param string $translation Core's translation (the original when it has none).
	 */
	private function core( string $text, string $translation ): string {
		return (string) apply_filters( 'gettext_default', $translation, $text, 'default' );
	}

	public function test_the_skip_link_is_spanish_and_core_translations_win(): void {
		$this->assertSame( 'Saltar al contenido', $this->core( 'Skip to content', 'Skip to content' ) );
		$this->assertSame( 'Ir al contenido', $this->core( 'Skip to content', 'Ir al contenido' ) );
		$this->assertSame( 'Some other core text', $this->core( 'Some other core text', 'Some other core text' ) );
	}
}
