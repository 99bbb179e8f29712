<?php
/**
 * Keeps Rueda's scripts, and the core scripts they need, from blocking the first paint.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * Rueda's block scripts are registered with `defer`, but core cannot delay their
 * dependencies (React, wp-data, wp-i18n...): it never defers a script with an inline
 * "after" part, nor anything such a script depends on. So on the site's front end, once
 * the blocks have enqueued their scripts (a block theme renders the template before
 * `wp_head`), this takes every enqueued Rueda script and its whole dependency tree, prints
 * them in the footer, gives their files `defer` and makes their inline parts (translations,
 * "before" and "after" code) inline modules: modules without `async` run, like deferred
 * scripts, after parsing and in document order, so each part still runs right after or
 * before its file. A script another head script needs stays in the head and as it was.
 *
 * Extensions' scripts (any enqueued script that depends on `rueda-runtime`) are delayed
 * the same way and become dependencies of Rueda's block scripts, so the checkout filters,
 * inner block components and payment methods they register are there when blocks mount.
 *
 * @since 0.1.0
 */
final class DeferredScripts {

	/**
	 * Handles moved to the footer and delayed, as keys.
	 *
	 * @var array<string,true>
	 */
	private array $delayed = array();

	/**
	 * Hooks in after `wp_enqueue_scripts` (wp_head, 1), before the head's scripts print (9).
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'delay' ), 7 );
		add_filter( 'wp_script_attributes', array( $this, 'defer_file' ) );
		add_filter( 'wp_inline_script_attributes', array( $this, 'defer_inline' ) );
	}

	/**
	 * Moves the queue's Rueda scripts and their dependencies to the footer.
	 *
	 * @since 0.1.0
	 */
	public function delay(): void {
		if ( is_admin() ) {
			return;
		}
		$scripts    = wp_scripts();
		$extensions = $this->extension_scripts( $scripts );
		$pending    = array_values( array_filter( $scripts->queue, static fn( string $handle ): bool => str_starts_with( $handle, 'rueda-' ) ) );
		array_push( $pending, ...$extensions );
		while ( $pending ) {
			$handle = (string) array_pop( $pending );
			if ( isset( $this->delayed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$this->delayed[ $handle ] = true;
			$scripts->add_data( $handle, 'group', 1 );
			array_push( $pending, ...$scripts->registered[ $handle ]->deps );
		}
		// Extensions register filters, inner blocks and payment methods before the blocks mount.
		foreach ( $scripts->queue as $handle ) {
			if ( str_starts_with( $handle, 'rueda-' ) && in_array( RuntimeScript::HANDLE, $scripts->registered[ $handle ]->deps ?? array(), true ) ) {
				$scripts->registered[ $handle ]->deps = array_values( array_unique( array_merge( $scripts->registered[ $handle ]->deps, $extensions ) ) );
			}
		}
	}

	/**
	 * Queued scripts of extensions: not Rueda's, but built on its runtime.
	 *
	 * @param \WP_Scripts $scripts The page's scripts.
	 * @return list<string>
	 */
	private function extension_scripts( \WP_Scripts $scripts ): array {
		return array_values(
			array_filter(
				$scripts->queue,
				static fn( string $handle ): bool => ! str_starts_with( $handle, 'rueda-' )
					&& in_array( RuntimeScript::HANDLE, $scripts->registered[ $handle ]->deps ?? array(), true )
			)
		);
	}

	/**
	 * Adds `defer` to a delayed script's file, printed in the footer.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string|bool> $attributes Tag attributes (`id` is "{handle}-js").
	 * @return array<string,string|bool>
	 */
	public function defer_file( array $attributes ): array {
		$handle = $this->delayed_handle( $attributes, '/^(.+)-js$/' );
		if ( null !== $handle && ! isset( $attributes['async'] ) ) {
			$attributes['defer'] = true;
		}
		return $attributes;
	}

	/**
	 * Makes a delayed script's inline part an inline module, which runs in order with the
	 * deferred files.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string|bool> $attributes Tag attributes (`id` is "{handle}-js-{part}").
	 * @return array<string,string|bool>
	 */
	public function defer_inline( array $attributes ): array {
		if ( null !== $this->delayed_handle( $attributes, '/^(.+)-js-(?:before|after|translations)$/' ) && ! isset( $attributes['type'] ) ) {
			$attributes['type'] = 'module';
		}
		return $attributes;
	}

	/**
	 * The delayed handle a tag belongs to, from its id, if it did go to the footer.
	 *
	 * @param array<string,string|bool> $attributes Tag attributes.
	 * @param string                    $pattern    Id pattern, the handle as group 1.
	 */
	private function delayed_handle( array $attributes, string $pattern ): ?string {
		if ( ! $this->delayed || ! preg_match( $pattern, (string) ( $attributes['id'] ?? '' ), $match ) || ! isset( $this->delayed[ $match[1] ] ) ) {
			return null;
		}
		return ( wp_scripts()->groups[ $match[1] ] ?? 0 ) > 0 ? $match[1] : null;
	}
}
