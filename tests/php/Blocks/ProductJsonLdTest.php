<?php
/**
 * The product page's structured data.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\ProductPage\ProductJsonLd;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\Tyre;
use Rueda\Tests\TestCase;

/**
 * A schema.org Product with its offer, brand, GTIN and rating, as search engines read it.
 */
final class ProductJsonLdTest extends TestCase {

	private function product( string $sku ): Product {
		$products = new ProductRepository();
		return $products->get( $products->find_id_by_sku( $sku ) );
	}

	/**
	 * A copy of a product with other table columns, specs or post fields.
	 *
	 * @param Product             $product Product.
	 * @param array<string,mixed> $row     Columns to change.
	 * @param array<string,mixed> $specs   Specs to change.
	 * @param array<string,mixed> $post    Post fields to change.
	 */
	private function changed( Product $product, array $row = array(), array $specs = array(), array $post = array() ): Product {
		$copy = new \WP_Post( (object) array_merge( get_object_vars( $product->post() ), $post ) );
		return new Product(
			$copy,
			array_merge( $product->row(), $row ),
			array(
				'specs'       => array_merge( $product->specs(), $specs ),
				'cross_sells' => $product->cross_sell_ids(),
			)
		);
	}

	private function json_ld( Product $product, array $variations = array() ): array {
		return ( new ProductJsonLd() )->product( $product, Tyre::of( $product ), $variations, array( 'https://example.test/tyre.jpg' ) );
	}

	public function test_a_tyre_has_its_offer_brand_and_gtin(): void {
		$tyre = $this->product( 'MIC-PILOTSPO-2055516' );
		$data = $this->json_ld( $tyre );
		$gtin = (string) $tyre->specs()['gtin'];

		$this->assertSame( 'Product', $data['@type'] );
		$this->assertSame( 'Michelin Pilot Sport 5 205/55 R16 91V', $data['name'] );
		$this->assertSame( 'MIC-PILOTSPO-2055516', $data['sku'] );
		$this->assertSame( array( 'https://example.test/tyre.jpg' ), $data['image'] );
		$this->assertStringStartsWith( 'Neumático de verano 205/55 R16 91V.', $data['description'] );
		$this->assertSame(
			array(
				'@type' => 'Brand',
				'name'  => 'Michelin',
			),
			$data['brand']
		);
		$this->assertSame( 13, strlen( $gtin ) );
		$this->assertSame( array( $gtin, $gtin ), array( $data['gtin'], $data['gtin13'] ) );
		$this->assertSame(
			array(
				'@type'         => 'Offer',
				'price'         => '144.95',
				'priceCurrency' => 'EUR',
				'availability'  => 'https://schema.org/InStock',
				'itemCondition' => 'https://schema.org/NewCondition',
				'url'           => $tyre->permalink(),
				'seller'        => array(
					'@type' => 'Organization',
					'name'  => 'Neumáticos y Taller',
					'url'   => home_url( '/' ),
				),
			),
			$data['offers']
		);
		$this->assertContains( '205/55 R16 91V', array_column( $data['additionalProperty'], 'value' ) );
		$this->assertArrayNotHasKey( 'aggregateRating', $data, 'no reviews, no rating' );
	}

	public function test_a_sale_offers_the_sale_price(): void {
		$this->assertSame( '180.95', $this->json_ld( $this->product( 'MIC-ALPIN6-2254517' ) )['offers']['price'] );
	}

	public function test_the_gtin_key_follows_its_length_and_is_absent_without_one(): void {
		$tyre = $this->product( 'MIC-PILOTSPO-2055516' );

		$without = $this->json_ld( $this->changed( $tyre, array(), array( 'gtin' => '' ) ) );
		$gtin12  = $this->json_ld( $this->changed( $tyre, array(), array( 'gtin' => '036000291452' ) ) );
		$invalid = $this->json_ld( $this->changed( $tyre, array(), array( 'gtin' => '4006381333932' ) ) );

		foreach ( array( $without, $invalid ) as $data ) {
			$this->assertSame( array(), array_intersect_key( $data, array_flip( array( 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14' ) ) ) );
		}
		$this->assertSame( array( '036000291452', '036000291452' ), array( $gtin12['gtin'], $gtin12['gtin12'] ) );
		$this->assertArrayNotHasKey( 'gtin13', $gtin12 );
	}

	public function test_availability_follows_the_stock_status(): void {
		$tyre = $this->product( 'MIC-PILOTSPO-2055516' );

		$this->assertSame( 'https://schema.org/OutOfStock', $this->json_ld( $this->changed( $tyre, array( 'stock_status' => 'outofstock' ) ) )['offers']['availability'] );
		$this->assertSame( 'https://schema.org/BackOrder', $this->json_ld( $this->changed( $tyre, array( 'stock_status' => 'onbackorder' ) ) )['offers']['availability'] );
	}

	public function test_a_rating_only_with_reviews(): void {
		$tyre  = $this->product( 'MIC-PILOTSPO-2055516' );
		$rated = $this->json_ld( $this->changed( $tyre, array( 'average_rating' => 4.5 ), array(), array( 'comment_count' => '3' ) ) );

		$this->assertSame(
			array(
				'@type'       => 'AggregateRating',
				'ratingValue' => '4.50',
				'reviewCount' => 3,
				'bestRating'  => 5,
				'worstRating' => 1,
			),
			$rated['aggregateRating']
		);
		$this->assertArrayNotHasKey( 'aggregateRating', $this->json_ld( $this->changed( $tyre, array( 'average_rating' => 4.5 ) ) ), 'a rating without reviews' );
	}

	public function test_a_variable_service_has_an_aggregate_offer_and_no_brand(): void {
		$products   = new ProductRepository();
		$service    = $this->product( 'SRV-ALINEACION' );
		$variations = array_values( $products->get_many( $products->variation_ids( $service->id() ) ) );
		$data       = $this->json_ld( $service, $variations );

		$this->assertCount( 2, $variations );
		$this->assertSame( 'AggregateOffer', $data['offers']['@type'] );
		$this->assertSame( array( '39.00', '59.00', 2, 'EUR' ), array( $data['offers']['lowPrice'], $data['offers']['highPrice'], $data['offers']['offerCount'], $data['offers']['priceCurrency'] ) );
		$this->assertSame( 'https://schema.org/InStock', $data['offers']['availability'] );
		$this->assertArrayNotHasKey( 'brand', $data );
		$this->assertArrayNotHasKey( 'gtin', $data );
		$this->assertArrayNotHasKey( 'additionalProperty', $data );
	}

	public function test_a_name_cannot_close_the_script_element(): void {
		$name     = 'Neumático </script><script>alert("x")</script> & <!-- 205/55';
		$tyre     = $this->changed( $this->product( 'MIC-PILOTSPO-2055516' ), array(), array(), array( 'post_title' => $name ) );
		$json_ld  = new ProductJsonLd();
		$script   = ProductJsonLd::script( $json_ld->document( $json_ld->product( $tyre, Tyre::of( $tyre ) ), array( '@type' => 'BreadcrumbList' ) ) );
		$inner    = substr( $script, strlen( '<script type="application/ld+json">' ), -strlen( '</script>' ) );
		$document = json_decode( $inner, true );

		$this->assertStringStartsWith( '<script type="application/ld+json">{', $script );
		$this->assertSame( 1, substr_count( strtolower( $script ), '</script' ), 'only the element\'s own end tag' );
		$this->assertStringNotContainsString( '<', $inner );
		$this->assertStringNotContainsString( '>', $inner );
		$this->assertSame( $name, $document['@graph'][0]['name'] );
		$this->assertSame( 'https://schema.org', $document['@context'] );
		$this->assertStringContainsString( '"https://schema.org/InStock"', $inner, 'URLs keep their slashes' );
	}
}
