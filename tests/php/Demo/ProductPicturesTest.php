<?php
/**
 * The drawn pictures of the demo catalogue.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Demo;

use RuedaDemo\CatalogueSeeder;
use RuedaDemo\Pictures\Canvas;
use RuedaDemo\Pictures\TyreDrawing;
use RuedaDemo\Pictures\Typeface;
use RuedaDemo\ProductPictures;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * Demo product pictures (the test site was seeded with them).
 */
final class ProductPicturesTest extends TestCase {

	private const SUMMER = 'MIC-PILOTSPO-2055516';
	private const WINTER = 'MIC-ALPIN6-2254517';

	/** A tyre to draw in every season. */
	private const TYRE = array(
		'sku'        => 'TEST-DRAW',
		'brand'      => 'Michelin',
		'model'      => 'Prueba',
		'width'      => 205,
		'profile'    => 55,
		'rim'        => 16,
		'load_index' => '91',
		'speed'      => 'V',
		'season'     => 'Verano',
		'xl'         => false,
		'runflat'    => false,
	);

	private ProductRepository $products;

	protected function set_up(): void {
		parent::set_up();
		$this->products = new ProductRepository();
	}

	private function product_id( string $sku ): int {
		$id = $this->products->find_id_by_sku( $sku );
		$this->assertNotSame( 0, $id, "{$sku} is seeded" );
		return $id;
	}

	/**
	 * Ids of the attachments holding demo pictures.
	 *
	 * @return int[]
	 */
	private function demo_attachments(): array {
		return get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
				'meta_key'    => ProductPictures::KEY_META,
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
	}

	/**
	 * A drawing as PNG bytes.
	 *
	 * @param array<string,mixed> $tyre   Tyre data.
	 * @param string              $method Drawing method of TyreDrawing.
	 */
	private static function drawn( array $tyre, string $method ): string {
		$canvas = new Canvas( ProductPictures::SIZE );
		( new TyreDrawing( $tyre ) )->$method( $canvas );
		ob_start();
		imagepng( $canvas->picture() );
		return (string) ob_get_clean();
	}

	public function test_a_tyre_has_its_picture_as_featured_image_with_sub_sizes_and_spanish_alt_text(): void {
		$id    = $this->product_id( self::SUMMER );
		$image = (int) get_post_thumbnail_id( $id );
		$meta  = wp_get_attachment_metadata( $image );
		$file  = (string) get_attached_file( $image );

		$this->assertTrue( wp_attachment_is_image( $image ) );
		$this->assertSame( 'image/jpeg', get_post_mime_type( $image ) );
		$this->assertSame( 'Neumático Michelin Pilot Sport 5 205/55 R16 91V', get_post_meta( $image, '_wp_attachment_image_alt', true ) );
		$this->assertSame( $id, wp_get_post_parent_id( $image ) );
		$this->assertFileExists( $file );
		$this->assertSame( array( ProductPictures::SIZE, ProductPictures::SIZE ), array_slice( (array) getimagesize( $file ), 0, 2 ) );
		$this->assertSame( ProductPictures::SIZE, $meta['width'] );
		$this->assertArrayHasKey( 'thumbnail', $meta['sizes'] );
		$this->assertArrayHasKey( 'medium', $meta['sizes'] );
		foreach ( $meta['sizes'] as $size ) {
			$this->assertFileExists( dirname( $file ) . '/' . $size['file'] );
		}
	}

	public function test_a_tyre_shows_its_tread_in_the_gallery_and_the_store_api_lists_both(): void {
		$product = $this->products->get( $this->product_id( self::SUMMER ) );
		$images  = $product->image_ids();

		$this->assertCount( 2, $images );
		$this->assertSame( 'Dibujo de la banda de rodadura de un neumático de verano', get_post_meta( $images[1], '_wp_attachment_image_alt', true ) );

		$response = $this->rest( 'GET', '/wc/store/v1/products/' . $product->id() );
		$this->assertSame( $images, array_column( $response->get_data()['images'], 'id' ) );
		$this->assertStringContainsString( '-300x300.jpg', $response->get_data()['images'][0]['thumbnail'] );
	}

	public function test_a_winter_tyre_looks_different_from_a_summer_tyre(): void {
		$winter   = $this->products->get( $this->product_id( self::WINTER ) )->image_ids();
		$summer   = $this->products->get( $this->product_id( self::SUMMER ) )->image_ids();
		$all_year = array( 'season' => 'Todo tiempo' ) + self::TYRE;

		$this->assertNotSame( md5_file( get_attached_file( $winter[1] ) ), md5_file( get_attached_file( $summer[1] ) ), 'the tread close-ups differ' );
		foreach ( array( 'draw_tyre', 'draw_tread' ) as $method ) {
			$hashes = array_map(
				static fn( string $season ): string => md5( self::drawn( array( 'season' => $season ) + self::TYRE, $method ) ),
				array( 'Verano', 'Invierno', 'Todo tiempo' )
			);
			$this->assertCount( 3, array_unique( $hashes ), "{$method}: one look per season for the same size" );
			$this->assertSame( $hashes[2], md5( self::drawn( $all_year, $method ) ), "{$method} draws the same every time" );
		}
	}

	public function test_a_service_has_its_picture_and_its_variations_show_it(): void {
		$montaje   = (int) get_post_thumbnail_id( $this->product_id( 'SRV-MONTAJE' ) );
		$alignment = $this->product_id( 'SRV-ALINEACION' );
		$picture   = (int) get_post_thumbnail_id( $alignment );
		$variation = $this->products->get( $this->products->variation_ids( $alignment )[0] );

		$this->assertTrue( wp_attachment_is_image( $montaje ) );
		$this->assertSame( 'Servicio: Montaje de neumático', get_post_meta( $montaje, '_wp_attachment_image_alt', true ) );
		$this->assertArrayHasKey( 'medium', wp_get_attachment_metadata( $montaje )['sizes'] );
		$this->assertNotSame( 0, $picture );
		$this->assertSame( 0, (int) get_post_thumbnail_id( $variation->id() ), 'variations have no picture of their own' );
		$this->assertSame( array( $picture ), $variation->image_ids() );
	}

	public function test_seeding_again_adds_no_pictures_and_a_reseeded_product_gets_its_picture_back(): void {
		$before  = $this->demo_attachments();
		$id      = $this->product_id( self::WINTER );
		$picture = (int) get_post_thumbnail_id( $id );

		( new CatalogueSeeder() )->seed();
		$this->assertEqualsCanonicalizing( $before, $this->demo_attachments() );

		$this->products->delete( $id, true );
		( new CatalogueSeeder() )->seed();
		$reseeded = $this->product_id( self::WINTER );

		$this->assertNotSame( $id, $reseeded );
		$this->assertSame( $picture, (int) get_post_thumbnail_id( $reseeded ) );
		$this->assertSame( $reseeded, wp_get_post_parent_id( $picture ) );
		$this->assertEqualsCanonicalizing( $before, $this->demo_attachments() );
	}

	public function test_a_product_the_owner_changed_keeps_the_owners_image(): void {
		$id   = $this->product_id( self::SUMMER );
		$data = $this->products->get_data( $id );
		$this->products->save( array( 'image_id' => 0 ) + $data );

		( new CatalogueSeeder() )->seed();

		$this->assertSame( 0, (int) get_post_thumbnail_id( $id ) );
	}

	public function test_draws_lettering_without_a_truetype_font(): void {
		$canvas = new Canvas( 100, new Typeface( '' ) );
		$canvas->fill( '#000000' );

		$canvas->text_on_circle( 'MICHELIN', 50, 50, 30, -90, 8, 1, $canvas->color( '#ffffff' ) );
		$canvas->text( 'Montaje', 50, 80, 8, $canvas->color( '#ffffff' ) );

		$lit = array(
			'top'    => 0,
			'bottom' => 0,
		);
		for ( $x = 0; $x < 100; $x++ ) {
			for ( $y = 0; $y < 100; $y++ ) {
				if ( imagecolorat( $canvas->picture(), $x, $y ) & 0xff ) {
					++$lit[ $y < 50 ? 'top' : 'bottom' ];
				}
			}
		}
		$this->assertGreaterThan( 0, $canvas->text_width( 'Montaje', 8 ) );
		$this->assertGreaterThan( 20, $lit['top'], 'the brand is written' );
		$this->assertGreaterThan( 20, $lit['bottom'], 'the name is written' );
	}
}
