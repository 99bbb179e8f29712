<?php
/**
 * The pages the legal texts link.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Legal;

use Rueda\Settings\PageLinks;

/**
 * The terms page and the privacy policy: the store page links, the privacy policy falling
 * back to WordPress's own (Settings → Privacy).
 *
 * @since 0.2.0
 */
final class LegalPages {

	/**
	 * The terms and conditions' URL, '' when none is chosen.
	 *
	 * @since 0.2.0
	 */
	public static function terms_url(): string {
		return PageLinks::get_url( 'terms' );
	}

	/**
	 * The privacy policy's URL, '' when neither Rueda nor WordPress has one.
	 *
	 * @since 0.2.0
	 */
	public static function privacy_url(): string {
		$url = PageLinks::get_url( 'privacy' );
		return '' !== $url ? $url : get_privacy_policy_url();
	}
}
