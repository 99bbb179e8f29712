<?php
/**
 * The product grid's state in the page's URL, and the listing request it stands for.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Tyres\TyreSize;

/**
 * Reads the shop's URL parameters (`?medida=205-55-r16&marca=michelin&orden=precio`) with
 * the same rules as the grid's script (src/blocks/product-grid/url-state.ts), so the server
 * preloads exactly the GET /products request the products store makes first, and a shared
 * filtered URL paints without a request. Unknown or invalid values are left out. Both sides
 * are held to the cases of src/blocks/product-grid/test/url-cases.json.
 *
 * The parameter names are public: other blocks (the tyre finder) and menus link to the
 * shop with them.
 *
 * @since 0.1.0
 */
final class ProductGridQuery {

	/** Tyre size: `205-55-r16`, `205/55R16`, `205-55-r16-91v`... */
	public const SIZE = 'medida';

	/** Text search. */
	public const SEARCH = 'buscar';

	/** Sort order, one of the keys of SORTS. */
	public const SORT = 'orden';

	/** Page number, 2 or more. */
	public const PAGE = 'pagina';

	/** Stock statuses, comma-separated (instock, onbackorder, outofstock). */
	public const STOCK = 'disponibilidad';

	/** Attribute filters: parameter => attribute slug; values are term slugs, comma-separated. */
	public const ATTRIBUTES = array(
		'ancho'     => 'width',
		'perfil'    => 'profile',
		'llanta'    => 'rim',
		'temporada' => 'season',
		'marca'     => 'brand',
	);

	/** Sort orders: parameter value => [orderby, order] of GET /products. */
	public const SORTS = array(
		'precio'      => array( 'price', 'asc' ),
		'precio-desc' => array( 'price', 'desc' ),
		'popularidad' => array( 'popularity', 'desc' ),
		'valoracion'  => array( 'rating', 'desc' ),
		'consumo'     => array( 'fuel_class', 'asc' ),
		'mojado'      => array( 'wet_grip_class', 'asc' ),
	);

	/** Longest search kept, in characters. */
	public const MAX_SEARCH = 100;

	/** Most terms kept per attribute. */
	public const MAX_TERMS = 20;

	/** Highest page number kept. */
	public const MAX_PAGE = 1000;

	/** The listing route. */
	private const ROUTE = '/wc/store/v1/products';

	/**
	 * The grid's state from URL parameters (`$_GET`, unslashed).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $params URL parameters.
	 * @return array{attributes:array<string,list<string>>,stock_status:list<string>,search:string,tyre_size:string,sort:string,page:int}
	 */
	public static function from_url( array $params ): array {
		$attributes = array();
		foreach ( self::ATTRIBUTES as $param => $slug ) {
			$terms = self::list( $params[ $param ] ?? null, static fn( string $term ): bool => 1 === preg_match( '/^[a-z0-9-]{1,50}$/', $term ) );
			if ( $terms ) {
				$attributes[ Attributes::taxonomy( $slug ) ] = array_slice( $terms, 0, self::MAX_TERMS );
			}
		}
		$sort = self::text( $params[ self::SORT ] ?? null );
		$page = self::text( $params[ self::PAGE ] ?? null );
		$page = 1 === preg_match( '/^[0-9]{1,4}$/', $page ) ? (int) $page : 1;
		return array(
			'attributes'   => $attributes,
			'stock_status' => self::list( $params[ self::STOCK ] ?? null, static fn( string $status ): bool => in_array( $status, Product::STOCK_STATUSES, true ) ),
			'search'       => self::search( self::text( $params[ self::SEARCH ] ?? null ) ),
			'tyre_size'    => self::size( self::text( $params[ self::SIZE ] ?? null ) ),
			'sort'         => isset( self::SORTS[ $sort ] ) ? $sort : '',
			'page'         => $page >= 2 && $page <= self::MAX_PAGE ? $page : 1,
		);
	}

	/**
	 * The GET /products query for a state, keys in sorted order.
	 *
	 * @since 0.1.0
	 *
	 * @param array{attributes:array<string,list<string>>,stock_status:list<string>,search:string,tyre_size:string,sort:string,page:int} $state    From from_url().
	 * @param int                                                                                                                        $per_page The grid's page size.
	 * @param string                                                                                                                     $category The grid's category slug, '' for all.
	 * @return array<string,mixed>
	 */
	public static function api_query( array $state, int $per_page, string $category = '' ): array {
		$query      = array(
			'page'     => $state['page'],
			'per_page' => $per_page,
		);
		$taxonomies = array_keys( array_filter( $state['attributes'] ) );
		sort( $taxonomies, SORT_STRING );
		foreach ( $taxonomies as $taxonomy ) {
			$query['attributes'][] = array(
				'attribute' => $taxonomy,
				'operator'  => 'in',
				'slug'      => array_values( $state['attributes'][ $taxonomy ] ),
			);
		}
		if ( '' !== $category ) {
			$query['category'] = $category;
		}
		if ( isset( self::SORTS[ $state['sort'] ] ) ) {
			[ $query['orderby'], $query['order'] ] = self::SORTS[ $state['sort'] ];
		}
		if ( '' !== $state['search'] ) {
			$query['search'] = $state['search'];
		}
		if ( $state['stock_status'] ) {
			$query['stock_status'] = array_values( $state['stock_status'] );
		}
		if ( '' !== $state['tyre_size'] ) {
			$query['tyre_size'] = $state['tyre_size'];
		}
		ksort( $query, SORT_STRING );
		return $query;
	}

	/**
	 * The request path for a state: `/wc/store/v1/products?page=1&per_page=12` without
	 * filters; values encoded as rawurlencode() does (RFC 3986), as the script does too.
	 *
	 * @since 0.1.0
	 *
	 * @param array{attributes:array<string,list<string>>,stock_status:list<string>,search:string,tyre_size:string,sort:string,page:int} $state    From from_url().
	 * @param int                                                                                                                        $per_page The grid's page size.
	 * @param string                                                                                                                     $category The grid's category slug, '' for all.
	 */
	public static function path( array $state, int $per_page, string $category = '' ): string {
		return self::ROUTE . '?' . http_build_query( self::api_query( $state, $per_page, $category ), '', '&', PHP_QUERY_RFC3986 );
	}

	/**
	 * The GET /products/collection-data path the products store asks for with a state:
	 * the listing's filters without page and order, the term counts of the grid's filter
	 * attributes and the stock counts.
	 *
	 * @since 0.1.0
	 *
	 * @param array{attributes:array<string,list<string>>,stock_status:list<string>,search:string,tyre_size:string,sort:string,page:int} $state      From from_url().
	 * @param string[]                                                                                                                   $taxonomies The grid's filter attributes.
	 * @param string                                                                                                                     $category   The grid's category slug, '' for all.
	 */
	public static function collection_data_path( array $state, array $taxonomies, string $category = '' ): string {
		$query = array_diff_key( self::api_query( $state, 1, $category ), array_flip( array( 'page', 'per_page', 'orderby', 'order' ) ) );
		sort( $taxonomies, SORT_STRING );
		foreach ( $taxonomies as $taxonomy ) {
			$query['calculate_attribute_counts'][] = array(
				'query_type' => 'or',
				'taxonomy'   => $taxonomy,
			);
		}
		$query['calculate_stock_status_counts'] = 1;
		ksort( $query, SORT_STRING );
		return self::ROUTE . '/collection-data?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	}

	/**
	 * A category slug as a block attribute may hold it, or '' when it is none.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $category Attribute value.
	 */
	public static function category( mixed $category ): string {
		return is_string( $category ) && 1 === preg_match( '/^[a-z0-9_-]{1,200}$/', $category ) ? $category : '';
	}

	/**
	 * A tyre size as the API takes it ("205/55 R16", "205/55 R16 91V"), or '' when the text
	 * is no size. Dashes stand for spaces, as in the URL form `205-55-r16-91v`.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text URL value.
	 */
	public static function size( string $text ): string {
		if ( '' === $text || strlen( $text ) > 50 ) {
			return '';
		}
		$size = TyreSize::parse( str_replace( array( '-', '_' ), ' ', $text ) );
		return $size ? $size->format() : '';
	}

	/**
	 * A search as sent: control characters and runs of spaces as one space, trimmed, at
	 * most MAX_SEARCH characters; '' for text that is not UTF-8 or has U+FFFD (what a
	 * browser makes of bytes it cannot decode).
	 *
	 * @param string $text URL value.
	 */
	private static function search( string $text ): string {
		$text = trim( (string) preg_replace( '/[\x00-\x20\x7F]+/', ' ', $text ) );
		// Not UTF-8, or bytes a browser could not decode either: no search.
		if ( ! preg_match( '//u', $text ) || str_contains( $text, "\u{FFFD}" ) ) {
			return '';
		}
		return trim( mb_substr( $text, 0, self::MAX_SEARCH, 'UTF-8' ) );
	}

	/**
	 * A parameter's text: '' unless it is a string (`?marca[]=x` is no value).
	 *
	 * @param mixed $value Parameter.
	 */
	private static function text( mixed $value ): string {
		return is_string( $value ) ? $value : '';
	}

	/**
	 * The valid entries of a comma-separated parameter, once each, in order.
	 *
	 * @param mixed    $value Parameter.
	 * @param callable $valid Whether an entry is valid.
	 * @return list<string>
	 */
	private static function list( mixed $value, callable $valid ): array {
		$entries = array_filter( explode( ',', self::text( $value ) ), static fn( string $entry ): bool => (bool) $valid( $entry ) );
		return array_values( array_unique( $entries ) );
	}
}
