<?php
/**
 * Helpers for tests that render Rueda's blocks.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * Each test starts as a fresh page view: nothing preloaded, no script or style enqueued by an
 * earlier test, and the filters it adds are gone afterwards.
 */
abstract class BlockTestCase extends CartTestCase {

	/**
	 * Scripts enqueued before the test.
	 *
	 * @var string[]
	 */
	private array $script_queue = array();

	/**
	 * Styles enqueued before the test.
	 *
	 * @var string[]
	 */
	private array $style_queue = array();

	/**
	 * Filters the test added: hook, callback, priority.
	 *
	 * @var list<array{0:string,1:callable,2:int}>
	 */
	private array $filters = array();

	/**
	 * Forgets what an earlier page view preloaded and remembers the queues.
	 */
	protected function set_up(): void {
		parent::set_up();
		self::reset_preload();
		$this->script_queue = wp_scripts()->queue;
		$this->style_queue  = wp_styles()->queue;
	}

	/**
	 * Removes the test's filters, dequeues what it enqueued and forgets what it preloaded.
	 */
	protected function tear_down(): void {
		foreach ( $this->filters as [ $hook, $callback, $priority ] ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->filters = array();
		foreach ( array_diff( wp_scripts()->queue, $this->script_queue ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( array_diff( wp_styles()->queue, $this->style_queue ) as $handle ) {
			wp_dequeue_style( $handle );
		}
		self::reset_preload();
		parent::tear_down();
	}

	/**
	 * Adds a filter for this test only.
	 *
	 * @param string   $hook          Hook name.
	 * @param callable $callback      Callback.
	 * @param int      $priority      Priority.
	 * @param int      $accepted_args Arguments the callback takes.
	 */
	protected function filter( string $hook, callable $callback, int $priority = 10, int $accepted_args = 1 ): void {
		add_filter( $hook, $callback, $priority, $accepted_args );
		$this->filters[] = array( $hook, $callback, $priority );
	}

	/**
	 * Empties Preload's per-request cache, as a new request would.
	 */
	protected static function reset_preload(): void {
		( new \ReflectionProperty( Preload::class, 'responses' ) )->setValue( null, array() );
	}

	/**
	 * The cart the page preloaded, if any.
	 *
	 * @return array<string,mixed>|null
	 */
	protected function preloaded_cart(): ?array {
		return Preload::all()[ Preload::CART_PATH ]['body'] ?? null;
	}

	/**
	 * The demo cart page's markup: a cart with every inner block.
	 */
	protected function cart_page(): string {
		return (string) file_get_contents( RUEDA_DEMO_DIR . '/pages/carrito.html' );
	}

	/**
	 * The elements of the HTML that carry data-block-name, in document order, each with the
	 * name of the nearest such element around it.
	 *
	 * @param string $html Rendered HTML.
	 * @return list<array{name:string,parent:string|null,attributes:array<string,string|true>}>
	 */
	protected function block_elements( string $html ): array {
		$elements  = array();
		$open      = array();
		$processor = \WP_HTML_Processor::create_fragment( $html );
		$this->assertNotNull( $processor );
		while ( $processor->next_tag() ) {
			$depth = $processor->get_current_depth();
			while ( $open && end( $open )[0] >= $depth ) {
				array_pop( $open );
			}
			$name = $processor->get_attribute( 'data-block-name' );
			if ( ! is_string( $name ) ) {
				continue;
			}
			$attributes = array();
			foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $attribute ) {
				$attributes[ $attribute ] = $processor->get_attribute( $attribute );
			}
			$elements[] = array(
				'name'       => $name,
				'parent'     => $open ? end( $open )[1] : null,
				'attributes' => $attributes,
			);
			$open[]     = array( $depth, $name );
		}
		$this->assertNull( $processor->get_last_error(), 'the HTML parses' );
		return $elements;
	}

	/**
	 * The attributes of the first element of a block.
	 *
	 * @param string $html Rendered HTML.
	 * @param string $name Block name.
	 * @return array<string,string|true>
	 */
	protected function block_attributes( string $html, string $name ): array {
		foreach ( $this->block_elements( $html ) as $element ) {
			if ( $name === $element['name'] ) {
				return $element['attributes'];
			}
		}
		$this->fail( "No element of {$name} in the HTML." );
	}

	/**
	 * The outer HTML of the first element of a block (the wrappers are divs).
	 *
	 * @param string $html Rendered HTML.
	 * @param string $name Block name.
	 */
	protected function block_html( string $html, string $name ): string {
		$at = strpos( $html, 'data-block-name="' . $name . '"' );
		$this->assertNotFalse( $at, "No element of {$name} in the HTML." );
		$start = (int) strrpos( substr( $html, 0, $at ), '<div' );
		preg_match_all( '#<div\b|</div>#', $html, $tags, PREG_OFFSET_CAPTURE, $start );
		$depth = 0;
		foreach ( $tags[0] as [ $tag, $offset ] ) {
			$depth += '</div>' === $tag ? -1 : 1;
			if ( 0 === $depth ) {
				return substr( $html, $start, $offset + strlen( $tag ) - $start );
			}
		}
		$this->fail( "The element of {$name} is not closed." );
	}

	/**
	 * The names of the blocks whose elements the HTML has, in document order.
	 *
	 * @param string $html Rendered HTML.
	 * @return string[]
	 */
	protected function block_names( string $html ): array {
		return array_column( $this->block_elements( $html ), 'name' );
	}
}
