<?php
/**
 * The product page's breadcrumbs.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\Product;
use Rueda\Settings\PageLinks;

/**
 * Home › the shop page › the product's category › the product: as a list of
 * {name, url} (the shop and the category only when there are), as a navigation landmark
 * and as a schema.org BreadcrumbList.
 *
 * @since 0.1.0
 */
final class Breadcrumbs {

	/**
	 * The trail to a product.
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product.
	 * @return list<array{name:string,url:string}>
	 */
	public function items( Product $product ): array {
		$items = array(
			array(
				'name' => __( 'Home', 'rueda' ),
				'url'  => home_url( '/' ),
			),
		);
		$shop  = PageLinks::get_page_id( 'shop' );
		if ( $shop && (int) get_option( 'page_on_front' ) !== $shop ) {
			$items[] = array(
				'name' => wp_strip_all_tags( get_the_title( $shop ) ),
				'url'  => (string) get_permalink( $shop ),
			);
		}
		$category = $this->category( $product );
		if ( $category ) {
			$link    = get_term_link( $category );
			$items[] = array(
				'name' => $category->name,
				'url'  => is_string( $link ) ? $link : '',
			);
		}
		$items[] = array(
			'name' => $product->name(),
			'url'  => $product->permalink(),
		);
		return $items;
	}

	/**
	 * The trail as a navigation landmark with an ordered list; the product is the current
	 * page, not a link.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array{name:string,url:string}> $items The trail.
	 */
	public function html( array $items ): string {
		$last = count( $items ) - 1;
		$html = '';
		foreach ( $items as $index => $item ) {
			$html .= $index === $last || '' === $item['url']
				? sprintf( '<li class="rueda-breadcrumbs__item"%s>%s</li>', $index === $last ? ' aria-current="page"' : '', esc_html( $item['name'] ) )
				: sprintf( '<li class="rueda-breadcrumbs__item"><a href="%s">%s</a></li>', esc_url( $item['url'] ), esc_html( $item['name'] ) );
		}
		return sprintf(
			'<nav class="rueda-breadcrumbs" aria-label="%s"><ol class="rueda-breadcrumbs__list">%s</ol></nav>',
			esc_attr__( 'Breadcrumbs', 'rueda' ),
			$html
		);
	}

	/**
	 * The trail as a schema.org BreadcrumbList.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array{name:string,url:string}> $items The trail.
	 * @return array<string,mixed>
	 */
	public function json_ld( array $items ): array {
		$elements = array();
		foreach ( $items as $index => $item ) {
			$element = array(
				'@type'    => 'ListItem',
				'position' => $index + 1,
				'name'     => $item['name'],
			);
			if ( '' !== $item['url'] ) {
				$element['item'] = $item['url'];
			}
			$elements[] = $element;
		}
		return array(
			'@type'           => 'BreadcrumbList',
			'itemListElement' => $elements,
		);
	}

	/**
	 * The product's most specific category: a subcategory before a top-level one.
	 *
	 * @param Product $product Product.
	 */
	private function category( Product $product ): ?\WP_Term {
		$terms = get_the_terms( $product->id(), PostTypes::CATEGORY );
		if ( ! is_array( $terms ) || ! $terms ) {
			return null;
		}
		usort( $terms, static fn( \WP_Term $a, \WP_Term $b ) => ( $b->parent ? 1 : 0 ) <=> ( $a->parent ? 1 : 0 ) );
		return $terms[0];
	}
}
