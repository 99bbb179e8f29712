<?php
/**
 * Seeds the demo catalogue: tyres and workshop services.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Ecovalor\EcovalorCategory;

/**
 * Creates the categories and every product whose SKU is missing, from data/tyres.php and
 * data/services.php, each with its drawn picture. Products the owner changed are left as
 * they are.
 *
 * @since 0.1.0
 */
final class CatalogueSeeder implements Seeder {

	/** Category slug => [name, parent slug]. */
	private const CATEGORIES = array(
		'neumaticos'  => array( 'Neumáticos', '' ),
		'verano'      => array( 'Neumáticos de verano', 'neumaticos' ),
		'invierno'    => array( 'Neumáticos de invierno', 'neumaticos' ),
		'todo-tiempo' => array( 'Neumáticos todo tiempo', 'neumaticos' ),
		'servicios'   => array( 'Servicios de taller', '' ),
	);

	/** Season term => category slug. */
	private const SEASON_CATEGORY = array(
		'Verano'      => 'verano',
		'Invierno'    => 'invierno',
		'Todo tiempo' => 'todo-tiempo',
	);

	/**
	 * Creates the seeder.
	 *
	 * @param ProductRepository $products Products.
	 * @param ProductPictures   $pictures Pictures of new products.
	 * @param bool              $one_tyre Seed only the first tyre (DemoShop::SEED_ENV).
	 */
	public function __construct(
		private ProductRepository $products = new ProductRepository(),
		private ProductPictures $pictures = new ProductPictures(),
		private bool $one_tyre = false
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		$this->ensure_categories();
		$services = array();
		foreach ( require RUEDA_DEMO_DIR . '/data/services.php' as $service ) {
			$services[ $service['sku'] ] = $this->ensure_service( $service );
		}
		$cross_sells = array( $services['SRV-MONTAJE'], $services['SRV-EQUILIBRADO'], $services['SRV-ALINEACION'] );
		$tyres       = require RUEDA_DEMO_DIR . '/data/tyres.php';
		foreach ( $this->one_tyre ? array_slice( $tyres, 0, 1 ) : $tyres as $index => $tyre ) {
			$this->ensure_tyre( $tyre, $index, $cross_sells );
		}
	}

	/**
	 * Creates missing categories.
	 */
	private function ensure_categories(): void {
		foreach ( self::CATEGORIES as $slug => [ $name, $parent ] ) {
			if ( term_exists( $slug, PostTypes::CATEGORY ) ) {
				continue;
			}
			$parent_term = $parent ? get_term_by( 'slug', $parent, PostTypes::CATEGORY ) : null;
			wp_insert_term(
				$name,
				PostTypes::CATEGORY,
				array(
					'slug'   => $slug,
					'parent' => $parent_term ? $parent_term->term_id : 0,
				)
			);
		}
	}

	/**
	 * Returns the service's id, creating it (and its variations) when missing.
	 *
	 * @param array<string,mixed> $service Service data.
	 */
	private function ensure_service( array $service ): int {
		$existing = $this->products->find_id_by_sku( $service['sku'] );
		if ( $existing ) {
			return $existing;
		}
		$variations = $service['variations'] ?? array();
		unset( $service['variations'] );
		$image = $this->pictures->service( $service );
		$id    = $this->products->save(
			$service + array(
				'kind'       => 'service',
				'categories' => array( 'servicios' ),
				'attributes' => $variations ? array( 'axle' => array_column( $variations, 'axle' ) ) : array(),
				'image_id'   => $image,
			)
		);
		$this->pictures->attach( array_filter( array( $image ) ), $id );
		foreach ( $variations as $order => $variation ) {
			$this->products->save(
				array(
					'type'                 => 'variation',
					'kind'                 => 'service',
					'parent_id'            => $id,
					'menu_order'           => $order,
					'name'                 => $service['name'] . ' - ' . $variation['axle'],
					'sku'                  => $variation['sku'],
					'regular_price'        => $variation['regular_price'],
					'sold_individually'    => true,
					'attributes'           => array( 'axle' => array( $variation['axle'] ) ),
					'variation_attributes' => array( 'axle' => sanitize_title( $variation['axle'] ) ),
					'specs'                => array( 'duration_minutes' => $variation['minutes'] ),
				)
			);
		}
		return $id;
	}

	/**
	 * Creates a tyre when its SKU is missing.
	 *
	 * @param array<string,mixed> $tyre        Tyre data.
	 * @param int                 $index       Position in the list (menu order).
	 * @param int[]               $cross_sells Services suggested with every tyre.
	 */
	private function ensure_tyre( array $tyre, int $index, array $cross_sells ): void {
		if ( $this->products->find_id_by_sku( $tyre['sku'] ) ) {
			return;
		}
		$size   = sprintf( '%d/%d R%d %s%s', $tyre['width'], $tyre['profile'], $tyre['rim'], $tyre['load_index'], $tyre['speed'] );
		$name   = trim( sprintf( '%s %s %s%s%s', $tyre['brand'], $tyre['model'], $size, $tyre['xl'] ? ' XL' : '', $tyre['runflat'] ? ' Run Flat' : '' ) );
		$images = $this->pictures->tyre( $tyre, $name );
		$id     = $this->products->save(
			array(
				'name'                => $name,
				'sku'                 => $tyre['sku'],
				'menu_order'          => $index,
				'short_description'   => sprintf(
					'Neumático de %s %s. Etiqueta UE: consumo %s, frenada en mojado %s, ruido %d dB (%s).',
					mb_strtolower( $tyre['season'] ),
					$size,
					$tyre['fuel'],
					$tyre['wet'],
					$tyre['noise'],
					$tyre['noise_class']
				),
				'description'         => sprintf(
					'<p>El %1$s %2$s ofrece un gran equilibrio entre agarre, confort y durabilidad. Medida %3$s, índice de carga %4$s y código de velocidad %5$s.</p><p>Precio por unidad con IVA incluido. Añade el montaje y el equilibrado para recogerlo montado en el taller.</p>',
					esc_html( $tyre['brand'] ),
					esc_html( $tyre['model'] ),
					esc_html( $size ),
					esc_html( $tyre['load_index'] ),
					esc_html( $tyre['speed'] )
				),
				'regular_price'       => $tyre['price'],
				'sale_price'          => $tyre['sale'],
				'manage_stock'        => true,
				'stock_quantity'      => $tyre['stock'],
				'backorders'          => $tyre['backorders'] ?? 'no',
				'low_stock_threshold' => $tyre['low'] ?? 2,
				'stock_origin'        => $tyre['origin'],
				'weight_grams'        => 7000 + 150 * ( (int) $tyre['rim'] - 14 ),
				'categories'          => array( self::SEASON_CATEGORY[ $tyre['season'] ] ),
				'attributes'          => array(
					'brand'        => array( $tyre['brand'] ),
					'width'        => array( (string) $tyre['width'] ),
					'profile'      => array( (string) $tyre['profile'] ),
					'rim'          => array( 'R' . $tyre['rim'] ),
					'season'       => array( $tyre['season'] ),
					'load-index'   => array( (string) $tyre['load_index'] ),
					'speed-rating' => array( $tyre['speed'] ),
				),
				'specs'               => array(
					'model'          => $tyre['model'],
					'fuel_class'     => $tyre['fuel'],
					'wet_grip_class' => $tyre['wet'],
					'noise_db'       => $tyre['noise'],
					'noise_class'    => $tyre['noise_class'],
					'runflat'        => $tyre['runflat'],
					'xl'             => $tyre['xl'],
					// Winter and all-season tyres of the demo carry the 3PMSF snow mark.
					'snow'           => 'Verano' !== $tyre['season'],
					'ice'            => $tyre['ice'] ?? false,
					'eprel_id'       => (string) ( 100000 + crc32( $tyre['sku'] ) % 900000 ),
					'gtin'           => self::demo_gtin( $tyre['sku'] ),
				) + array( EcovalorCategory::SPEC => $tyre['ecovalor'] ?? EcovalorCategory::CAR ),
				'cross_sells'         => $cross_sells,
				'image_id'            => $images[0] ?? 0,
				'gallery'             => array_slice( $images, 1 ),
			)
		);
		$this->pictures->attach( $images, $id );
	}

	/**
	 * A made-up but well-formed EAN-13 for a demo tyre (GS1 Spain prefix 84).
	 *
	 * @param string $sku SKU.
	 */
	private static function demo_gtin( string $sku ): string {
		$body = '84' . str_pad( (string) ( crc32( $sku ) % 10000000000 ), 10, '0', STR_PAD_LEFT );
		$sum  = 0;
		foreach ( str_split( strrev( $body ) ) as $position => $digit ) {
			$sum += (int) $digit * ( 0 === $position % 2 ? 3 : 1 );
		}
		return $body . ( ( 10 - $sum % 10 ) % 10 );
	}
}
