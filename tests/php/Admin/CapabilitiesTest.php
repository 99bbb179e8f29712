<?php
/**
 * What the shop-manager role may do.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Tests\TestCase;

/**
 * Shop managers run the shop, upload product photos and clean up failed uploads; they
 * do not write posts or touch other people's media.
 */
final class CapabilitiesTest extends TestCase {

	public function test_a_shop_manager_manages_the_shop_but_does_not_write_posts(): void {
		$manager = $this->create_user( Capabilities::ROLE );
		$this->assertTrue( user_can( $manager, Capabilities::CAPABILITY ) );
		$this->assertTrue( user_can( $manager, 'upload_files' ) );
		$this->assertFalse( user_can( $manager, 'edit_posts' ) );
		$this->assertFalse( user_can( $manager, 'manage_options' ) );
		$this->assertTrue( user_can( $this->create_user( 'administrator' ), Capabilities::CAPABILITY ) );
		$this->assertFalse( user_can( $this->create_user( 'editor' ), Capabilities::CAPABILITY ) );
	}

	public function test_a_shop_manager_may_retry_and_delete_their_own_upload_only(): void {
		$manager = $this->create_user( Capabilities::ROLE );
		$theirs  = $this->attachment( $manager );
		$others  = $this->attachment( $this->create_user( 'administrator' ) );
		wp_set_current_user( $manager );

		$this->assertTrue( current_user_can( 'edit_post', $theirs ) );
		$this->assertFalse( current_user_can( 'edit_post', $others ) );
		$this->assertSame( 403, $this->rest( 'DELETE', "/wp/v2/media/{$others}", array( 'force' => true ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'DELETE', "/wp/v2/media/{$theirs}", array( 'force' => true ) )->get_status() );
		$this->assertNull( get_post( $theirs ) );
	}

	/**
	 * An attachment owned by a user.
	 *
	 * @param int $author User id.
	 */
	private function attachment( int $author ): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => 'Foto',
				'post_author'    => $author,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
	}
}
