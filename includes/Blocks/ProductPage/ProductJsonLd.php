<?php
/**
 * The product page's structured data.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Money\Currency;
use Rueda\Domain\Tyres\Tyre;
use Rueda\Settings\CurrencySettings;

/**
 * A schema.org Product for search engines: name, plain-text description, SKU, images,
 * brand and GTIN of a tyre, its offer (an AggregateOffer over a variable product's
 * variations) with price, currency, availability and seller, and its rating when it has
 * reviews; plus the page's BreadcrumbList. script() writes it so no text in it can close
 * the script element.
 *
 * @since 0.1.0
 */
final class ProductJsonLd {

	private const AVAILABILITY = array(
		'instock'     => 'https://schema.org/InStock',
		'outofstock'  => 'https://schema.org/OutOfStock',
		'onbackorder' => 'https://schema.org/BackOrder',
	);

	/** GTIN property by number of digits. */
	private const GTIN_KEYS = array(
		8  => 'gtin8',
		12 => 'gtin12',
		13 => 'gtin13',
		14 => 'gtin14',
	);

	/**
	 * The shop's currency.
	 *
	 * @var Currency
	 */
	private Currency $currency;

	/**
	 * Creates the builder.
	 *
	 * @param Currency|null $currency Currency (the shop's by default).
	 */
	public function __construct( ?Currency $currency = null ) {
		$this->currency = $currency ?? CurrencySettings::currency();
	}

	/**
	 * The Product.
	 *
	 * @since 0.1.0
	 *
	 * @param Product   $product    Product.
	 * @param Tyre|null $tyre       The tyre it is, if any.
	 * @param Product[] $variations Its published variations (variable products).
	 * @param string[]  $images     Image URLs, the main one first.
	 * @return array<string,mixed>
	 */
	public function product( Product $product, ?Tyre $tyre, array $variations = array(), array $images = array() ): array {
		$url         = $product->permalink();
		$data        = array(
			'@type' => 'Product',
			'@id'   => $url . '#product',
			'name'  => html_entity_decode( $product->name(), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'url'   => $url,
		);
		$description = $this->plain_text( '' !== trim( $product->short_description() ) ? $product->short_description() : $product->description() );
		if ( '' !== $description ) {
			$data['description'] = $description;
		}
		if ( '' !== $product->sku() ) {
			$data['sku'] = $product->sku();
		}
		if ( $images ) {
			$data['image'] = array_values( $images );
		}
		if ( $tyre && '' !== $tyre->brand ) {
			$data['brand'] = array(
				'@type' => 'Brand',
				'name'  => $tyre->brand,
			);
		}
		if ( $tyre && '' !== $tyre->gtin ) {
			$data['gtin'] = $tyre->gtin;
			$key          = self::GTIN_KEYS[ strlen( $tyre->gtin ) ] ?? null;
			if ( $key ) {
				$data[ $key ] = $tyre->gtin;
			}
		}
		if ( $tyre ) {
			$data['additionalProperty'] = $this->tyre_properties( $tyre );
		}
		$data['offers'] = 'variable' === $product->type()
			? $this->aggregate_offer( $product, $variations )
			: $this->offer( $product );

		$reviews = (int) $product->post()->comment_count;
		if ( $reviews > 0 && $product->average_rating() > 0 ) {
			$data['aggregateRating'] = array(
				'@type'       => 'AggregateRating',
				'ratingValue' => number_format( $product->average_rating(), 2, '.', '' ),
				'reviewCount' => $reviews,
				'bestRating'  => 5,
				'worstRating' => 1,
			);
		}

		/**
		 * Filters the schema.org Product of a product page.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $data    The Product.
		 * @param Product             $product Product.
		 */
		return apply_filters( 'rueda_product_json_ld', $data, $product );
	}

	/**
	 * The page's structured data: the Product and the BreadcrumbList together.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $product     The Product (see product()).
	 * @param array<string,mixed> $breadcrumbs The BreadcrumbList (see Breadcrumbs::json_ld()).
	 * @return array<string,mixed>
	 */
	public function document( array $product, array $breadcrumbs ): array {
		return array(
			'@context' => 'https://schema.org',
			'@graph'   => array( $product, $breadcrumbs ),
		);
	}

	/**
	 * The data as a script element: "<", ">" and "&" in any text are written as \u escapes,
	 * so a name with "</script>" in it cannot end the element.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $document Structured data.
	 */
	public static function script( array $document ): string {
		$json = wp_json_encode( $document, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return false === $json ? '' : '<script type="application/ld+json">' . $json . '</script>';
	}

	/**
	 * An amount as schema.org writes prices: "144.95".
	 *
	 * @since 0.1.0
	 *
	 * @param int $minor Minor units.
	 */
	public function price( int $minor ): string {
		return number_format( $minor / ( 10 ** $this->currency->minor_unit ), $this->currency->minor_unit, '.', '' );
	}

	/**
	 * The Offer of a simple product.
	 *
	 * @param Product $product Product.
	 * @return array<string,mixed>
	 */
	private function offer( Product $product ): array {
		return array(
			'@type'         => 'Offer',
			'price'         => $this->price( $product->price() ),
			'priceCurrency' => $this->currency->code,
			'availability'  => self::AVAILABILITY[ $product->stock_status() ] ?? self::AVAILABILITY['instock'],
			'itemCondition' => 'https://schema.org/NewCondition',
			'url'           => $product->permalink(),
			'seller'        => $this->seller(),
		);
	}

	/**
	 * The AggregateOffer of a variable product: its cheapest and dearest variations.
	 *
	 * @param Product   $product    Variable product.
	 * @param Product[] $variations Its variations.
	 * @return array<string,mixed>
	 */
	private function aggregate_offer( Product $product, array $variations ): array {
		$prices   = array_map( static fn( Product $variation ) => $variation->price(), $variations );
		$statuses = array_map( static fn( Product $variation ) => $variation->stock_status(), $variations );
		$status   = 'outofstock';
		foreach ( array( 'instock', 'onbackorder' ) as $candidate ) {
			if ( in_array( $candidate, $statuses, true ) ) {
				$status = $candidate;
				break;
			}
		}
		return array(
			'@type'         => 'AggregateOffer',
			'lowPrice'      => $this->price( $prices ? min( $prices ) : $product->price() ),
			'highPrice'     => $this->price( $prices ? max( $prices ) : $product->price() ),
			'offerCount'    => count( $variations ),
			'priceCurrency' => $this->currency->code,
			'availability'  => self::AVAILABILITY[ $status ],
			'itemCondition' => 'https://schema.org/NewCondition',
			'url'           => $product->permalink(),
			'seller'        => $this->seller(),
		);
	}

	/**
	 * The shop as the seller.
	 *
	 * @return array<string,string>
	 */
	private function seller(): array {
		return array(
			'@type' => 'Organization',
			'name'  => $this->plain_text( get_bloginfo( 'name' ) ),
			'url'   => home_url( '/' ),
		);
	}

	/**
	 * A tyre's size, indexes and season as PropertyValues.
	 *
	 * @param Tyre $tyre Tyre.
	 * @return list<array<string,string|int>>
	 */
	private function tyre_properties( Tyre $tyre ): array {
		$properties = array(
			__( 'Size', 'rueda' )         => $tyre->size->format(),
			__( 'Load index', 'rueda' )   => null === $tyre->size->load_index ? '' : (string) $tyre->size->load_index,
			__( 'Speed rating', 'rueda' ) => (string) $tyre->size->speed_rating,
			__( 'Season', 'rueda' )       => $tyre->season_name,
		);
		$list       = array();
		foreach ( $properties as $name => $value ) {
			if ( '' !== $value ) {
				$list[] = array(
					'@type' => 'PropertyValue',
					'name'  => (string) $name,
					'value' => $value,
				);
			}
		}
		return $list;
	}

	/**
	 * HTML as one line of plain text.
	 *
	 * @param string $html HTML.
	 */
	private function plain_text( string $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( strip_shortcodes( $html ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
