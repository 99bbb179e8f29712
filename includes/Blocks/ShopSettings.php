<?php
/**
 * The settings object the blocks' frontends start from.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Performance\SharedPageCache;

use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\PageLinks;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * Prints `<script type="application/json" id="rueda-shop-settings">` on pages whose blocks
 * load the shared runtime: REST root, Store API nonce, preloaded responses, currency,
 * store page links and how taxes are shown (read by src/shared/settings/shop-settings.ts).
 *
 * @since 0.1.0
 */
final class ShopSettings {

	public const ELEMENT_ID = 'rueda-shop-settings';

	/**
	 * Hooks printing. It runs before the footer scripts and after every block has rendered,
	 * so the preloaded responses are all known.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'wp_footer', array( $this, 'print' ), 1 );
	}

	/**
	 * Prints the settings when the runtime is on the page.
	 *
	 * @since 0.1.0
	 */
	public function print(): void {
		if ( ! wp_script_is( RuntimeScript::HANDLE, 'enqueued' ) ) {
			return;
		}
		wp_print_inline_script_tag(
			(string) wp_json_encode( $this->get(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			array(
				'type' => 'application/json',
				'id'   => self::ELEMENT_ID,
			)
		);
	}

	/**
	 * The settings.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public function get(): array {
		$taxes    = TaxSettings::get();
		$settings = array(
			'root'             => esc_url_raw( rest_url() ),
			'nonce'            => StoreNonce::create(),
			'nonceTimestamp'   => time(),
			'preloaded'        => (object) Preload::all(),
			'currency'         => CurrencySettings::currency()->to_response(),
			'links'            => array_combine( PageLinks::KEYS, array_map( array( PageLinks::class, 'get_url' ), PageLinks::KEYS ) ),
			'taxes'            => array(
				'enabled'                       => (bool) $taxes['enabled'],
				'displayCartPricesIncludingTax' => (bool) $taxes['display_cart_prices_including_tax'],
				'itemized'                      => (bool) $taxes['itemized'],
			),
			// Those who run the shop, and anyone working in the block editor, see why a
			// payment method or block failed; shoppers get the generic text.
			'showErrorDetails' => current_user_can( 'manage_options' ) || current_user_can( \Rueda\Admin\Capabilities::CAPABILITY ) || ( is_admin() && current_user_can( 'edit_posts' ) ),
			// A page every guest may get carries no one's cart: a browser that has one fetches it.
			'sharedPage'       => SharedPageCache::is_shared(),
		);

		/**
		 * Filters the settings Rueda's block frontends start from.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $settings Settings: root, nonce, nonceTimestamp, preloaded,
		 *                                      currency, links, taxes, showErrorDetails.
		 */
		return apply_filters( 'rueda_shop_settings', CheckoutData::add_to( $settings ) );
	}
}
